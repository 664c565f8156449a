/**
 * /topluluk-kurallari: the community guidelines, public. Each rule is a fragment named by its key, so a sanction's
 * notice, the report dialog and the console link straight to it (`/topluluk-kurallari#safety`); the rule linked
 * to is brought into view and marked. The rules are the moderation contract's, the very ones decisions name.
 */
import { communityRuleIds, communityRules } from '@contracts/moderation';
import { communityRulesCopy as copy } from '../../../copy/moderation';
import { useFragmentTarget } from '../../../lib/ui/useFragmentTarget';
import { ContactSection, LegalFrame } from '../../legal';

export default function CommunityRulesPage() {
  const target = useFragmentTarget();
  return (
    <LegalFrame>
      <header>
        <h1 className="text-3xl font-black text-slate-900">{copy.title}</h1>
        <p className="text-sm text-slate-700">{copy.updated}</p>
      </header>
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="text-slate-800">
          {paragraph}
        </p>
      ))}
      <section aria-labelledby="rules-title" className="space-y-3">
        <h2 id="rules-title" className="text-xl font-bold text-slate-900">
          {copy.rulesTitle}
        </h2>
        <ol className="space-y-3">
          {communityRuleIds.map((rule, index) => (
            <li
              key={rule}
              id={rule}
              tabIndex={-1}
              // The ring marks the rule linked to; the focus that follows the link needs no second outline.
              className={`flex scroll-mt-4 gap-3 rounded-2xl border p-4 outline-none ${
                target === rule ? 'border-violet-600 bg-violet-50 ring-2 ring-violet-600' : 'border-slate-200'
              }`}
            >
              <span
                aria-hidden="true"
                className="brand-gradient flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0 space-y-1">
                <h3 className="text-lg font-bold text-slate-900">{communityRules[rule].title}</h3>
                <p className="text-slate-800">{communityRules[rule].text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="broken-title" className="space-y-2">
        <h2 id="broken-title" className="text-xl font-bold text-slate-900">
          {copy.brokenTitle}
        </h2>
        <p className="text-slate-800">{copy.broken.intro}</p>
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {copy.broken.sanctions.map((sanction) => (
            <li key={sanction.name}>
              <strong className="font-semibold text-slate-900">{sanction.name}:</strong> {sanction.text}
            </li>
          ))}
        </ul>
        <p className="text-slate-800">{copy.broken.appeal}</p>
      </section>
      <section aria-labelledby="report-title" className="space-y-2">
        <h2 id="report-title" className="text-xl font-bold text-slate-900">
          {copy.reportTitle}
        </h2>
        <p className="text-slate-800">{copy.report}</p>
      </section>
      <ContactSection heading={copy.contactHeading} text={copy.contactText} />
    </LegalFrame>
  );
}
