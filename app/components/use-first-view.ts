import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * True from the first moment at least `threshold` of the element is in view, and for good
 * after that (the observer stops). False during prerendering and before hydration.
 */
export function useFirstView<T extends Element>(threshold: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || entry.intersectionRatio < threshold) return
        setSeen(true)
        observer.disconnect()
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, seen])
  return [ref, seen]
}
