import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { SiteFooter } from '../../lib/ui/SiteFooter';
import { SupportLine } from '../../lib/ui/SupportLine';
import { useFragmentTarget } from '../../lib/ui/useFragmentTarget';
import { commonCopy } from '../../copy/common';
import type { LegalDocument } from '../../copy/legal';

/** The public documents' frame: the brand, the document on its card, the site's footer. */
export function LegalFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="mx-auto max-w-3xl px-4 py-5 sm:px-8">
        <Link to={paths.home} className="brand-text text-2xl font-black tracking-tight">
          {commonCopy.brand}
        </Link>
      </header>
      <main className="mx-auto max-w-3xl px-4 pb-8 sm:px-8">
        <article className="card space-y-6">{children}</article>
      </main>
      <SiteFooter className="mx-auto max-w-3xl px-4 pb-12 sm:px-8" />
    </div>
  );
}

/** Renders a terms or privacy document; a section another page links to is brought into view. */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  useFragmentTarget();
  return (
    <LegalFrame>
      <header>
        <h1 className="text-3xl font-black text-slate-900">{legal.title}</h1>
        <p className="text-sm text-slate-700">{legal.updated}</p>
      </header>
      <p className="text-slate-800">{legal.intro}</p>
      {legal.sections.map((section) => (
        <section
          key={section.heading}
          id={section.id}
          tabIndex={section.id ? -1 : undefined}
          className="scroll-mt-4 space-y-2 outline-none"
        >
          <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <ContactSection heading={legal.contactHeading} text={legal.contactText} />
    </LegalFrame>
  );
}

export function ContactSection({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
      <p className="text-slate-800">{text}</p>
      <SupportLine />
    </section>
  );
}
