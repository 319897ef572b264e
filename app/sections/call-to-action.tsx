import type { ReactNode } from 'react'

type CallToActionProps = { id: string; title: string; text: ReactNode; children: ReactNode }

/** A band with a heading, a sentence or two (or a short list), and its buttons. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-brand-900 px-5 py-6 text-center sm:py-10 text-white sm:px-12">
        <h2 id={id} className="text-xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {typeof text === 'string' ? (
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{text}</p>
        ) : (
          text
        )}
        <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  )
}
