import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { SupportLine } from '../../lib/ui/SupportLine';
import { commonCopy } from '../../copy/common';
import type { LegalDocument } from '../../copy/legal';

/** Renders a terms or privacy document. */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="mx-auto max-w-3xl px-4 py-5 sm:px-8">
        <Link to={paths.home} className="brand-text text-2xl font-black tracking-tight">
          {commonCopy.brand}
        </Link>
      </header>
      <main className="mx-auto max-w-3xl px-4 pb-16 sm:px-8">
        <article className="card space-y-6">
          <header>
            <h1 className="text-3xl font-black text-slate-900">{legal.title}</h1>
            <p className="text-sm text-slate-700">{legal.updated}</p>
          </header>
          <p className="text-slate-800">{legal.intro}</p>
          {legal.sections.map((section) => (
            <section key={section.heading} id={section.id} className="space-y-2">
              <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="text-slate-800">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section className="space-y-2">
            <h2 className="text-xl font-bold text-slate-900">{legal.contactHeading}</h2>
            <p className="text-slate-800">{legal.contactText}</p>
            <SupportLine />
          </section>
        </article>
      </main>
    </div>
  );
}
