import { SupportText } from './SupportText';

/** What went wrong with the action just tried, said at once to screen readers; nothing when all is well. */
export function ErrorNote({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
      <SupportText text={message} />
    </p>
  );
}
