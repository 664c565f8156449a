/** A horizontal rule with a word in the middle, between the Google button and the e-mail form. */
export function OrDivider({ text }: { text: string }) {
  return (
    <p className="my-5 flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
      {text}
    </p>
  );
}
