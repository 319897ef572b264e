import { Link } from 'react-router'

type CallToActionProps = { title: string; text: string; button: string; to: string; id: string }

/** A band with a heading, one sentence and one button. */
export function CallToAction({ title, text, button, to, id }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12">
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{text}</p>
        <Link to={to} className="btn-accent mt-6 px-8">
          {button}
        </Link>
      </div>
    </section>
  )
}
