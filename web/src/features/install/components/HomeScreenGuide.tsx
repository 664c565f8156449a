/**
 * The way to phone notifications on an iPhone or iPad: Safari gives Web Push only to a site added to the Home
 * Screen, so there is nothing to switch until then. Safari's Share icon is drawn where the step names it.
 */
import { installCopy } from '../../../copy/install';
import { Icon } from '../../../lib/ui/icons';

const copy = installCopy.homeScreen;
/** Safari's Share button: a box with an arrow out of its top (Lucide's "share"). */
const shareIcon = 'M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13';

export function HomeScreenGuide() {
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800">
      <p>{copy.intro}</p>
      <ol className="flex list-decimal flex-col gap-1 pl-5">
        <li>
          {copy.share.before}
          <strong className="font-semibold">{copy.share.name}</strong>{' '}
          <Icon path={shareIcon} className="inline size-4 align-[-2px] text-violet-700" />
          {copy.share.after}
        </li>
        <li>{copy.add}</li>
        <li>{copy.open}</li>
      </ol>
    </div>
  );
}
