/** One labelled figure of the details page (a `dt`/`dd` pair inside a `dl`): the header's facts, results, analytics. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
