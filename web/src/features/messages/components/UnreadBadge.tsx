import { messagesCopy } from '../../../copy/messages';

/**
 * A red count of unread messages, over an icon's corner or `inline` after a label. The link or heading it sits in
 * says the count in words (`messagesCopy.unread`), so the digits are hidden from screen readers.
 */
export function UnreadBadge({ count, inline = false }: { count: number; inline?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`${inline ? '' : 'absolute -top-1 -right-1'} min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white`}
    >
      {messagesCopy.unread.badge(count)}
    </span>
  );
}
