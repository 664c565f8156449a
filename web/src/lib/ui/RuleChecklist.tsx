import type { Rule } from '../password-rules';
import { Icon } from './icons';

/** Live checklist of password rules; each item says in words whether it is met, not only by colour. */
export function RuleChecklist({
  id,
  title,
  rules,
  metText,
  unmetText,
}: {
  id: string;
  title: string;
  rules: Rule[];
  metText: string;
  unmetText: string;
}) {
  return (
    <div id={id} className="rounded-xl bg-slate-100 p-3">
      <p className="mb-1 text-sm font-semibold text-slate-700">{title}</p>
      <ul className="space-y-1 text-sm">
        {rules.map((rule) => (
          <li key={rule.label} className={rule.met ? 'text-emerald-800' : 'text-slate-700'}>
            <Icon
              name={rule.met ? 'checkCircle' : 'circle'}
              className="mr-1.5 inline size-4 align-[-0.15em]"
            />
            {rule.label}
            <span className="sr-only"> ({rule.met ? metText : unmetText})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
