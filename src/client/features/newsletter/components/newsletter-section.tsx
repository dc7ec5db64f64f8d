import { buttonVariants } from '@client/components/ui/button-variants';
import { inputStyles, labelStyles } from '@client/components/ui/field-styles';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { joinClasses } from '@client/lib/join-classes';
import { Link } from '@client/lib/router/link';
import { type ToastInput, toast } from '@client/lib/toast-store';
import {
  type NewsletterProblem,
  newsletterLimits,
  newsletterMessages,
  newsletterProblemOf,
  spamTrapField,
} from '@shared/newsletter-rules';
import { paths } from '@shared/paths';
import {
  CalendarDays,
  CircleCheckBig,
  LoaderCircle,
  type LucideIcon,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { checkEmailSubscription, subscribeToNewsletter } from '../api/newsletter-api';

/** The fixed texts of §2, §4 and §8. */
export const newsletterTexts = {
  heading: 'Stay in the Game',
  submit: 'Join the Community',
  submitting: 'Subscribing...',
  confirmedHeading: "You're All Set!",
  welcome: '🎾 Welcome to the NJTC community! Check your email for confirmation.',
  alreadySubscribed: "You're already subscribed to our newsletter!",
  whatsNext: "What's Next?",
  reset: 'Subscribe with different email',
  successTitle: 'Success!',
  successDescription: "You've successfully subscribed to our newsletter",
  failedTitle: 'Subscription Failed',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/** §5 toasts; only "Missing Information" is marked destructive there. */
/** A link-style button on the brand background (buttonVariants' link look, brand colours). */
const resetButtonStyles =
  'mt-6 inline-flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 py-2 font-medium text-brand-foreground text-sm underline-offset-4 transition-colors hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball focus-visible:ring-offset-2 focus-visible:ring-offset-brand disabled:pointer-events-none disabled:opacity-50';

const validationToasts: Record<NewsletterProblem, ToastInput> = {
  missingFields: {
    title: 'Missing Information',
    description: newsletterMessages.missingFields,
    variant: 'destructive',
  },
  invalidEmail: { title: 'Invalid Email', description: newsletterMessages.invalidEmail },
  spamDetected: { title: 'Error', description: newsletterMessages.spamDetected },
  // Not reachable by typing (the fields have maxLength), but a paste or autofill could try.
  nameTooLong: {
    title: 'Name Too Long',
    description: newsletterMessages.nameTooLong,
    variant: 'destructive',
  },
  emailTooLong: { title: 'Invalid Email', description: newsletterMessages.emailTooLong },
};

const benefits: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Event Updates',
    text: 'Socials, clinics and club nights as soon as they are scheduled.',
    Icon: CalendarDays,
  },
  { title: 'Community News', text: 'Announcements and stories from players across the club.', Icon: Users },
  {
    title: 'Tournament Results',
    text: 'Winners, scores and standings from league and tournament play.',
    Icon: Trophy,
  },
  {
    title: 'Exclusive Content',
    text: 'Early sign-ups, member offers and tips from our coaches.',
    Icon: Sparkles,
  },
];

/** Wait after the last keystroke before asking whether the address is subscribed. */
export const subscriptionCheckDelayMs = 300;

const linkOnBrand =
  'rounded-sm font-medium text-brand-foreground underline underline-offset-4 hover:text-ball focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball';

/**
 * §2 newsletter subscribe section, above the footer on every layout page. Its three fields keep
 * their own state instead of react-hook-form (decision 030's one exception): the section is in
 * the entry chunk of every page, where react-hook-form would add ~10 KB gzip to the home page's
 * 120 KB budget, and §5 reports every problem as a toast, not under a field.
 */
export function NewsletterSection() {
  const [isFormVisible, setIsFormVisible] = useState(true);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSubscribed, setIsSubscribed] = useState(false);
  const [statusMessage, setStatusMessage] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [spamTrap, setSpamTrap] = useState('');

  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(isFormVisible);

  // §4: an address containing '@' is checked (after a short pause in typing).
  useEffect(() => {
    if (!isFormVisible || isSubmitting || !email.includes('@')) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const result = await checkEmailSubscription(email, controller.signal);
        if (controller.signal.aborted) return;
        setIsSubscribed(result.isSubscribed);
        if (result.isSubscribed) {
          setStatusMessage(newsletterTexts.alreadySubscribed);
          setIsFormVisible(false);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        // §8: a non-OK answer is a warning and means "not subscribed"; anything else is only logged.
        if (error instanceof ApiError && error.status > 0) {
          console.warn(`Newsletter subscription check failed (${error.status}): ${error.message}`);
          setIsSubscribed(false);
        } else {
          console.error('Newsletter subscription check failed:', error);
        }
      }
    }, subscriptionCheckDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, isFormVisible, isSubmitting]);

  // Move focus with the view, so keyboard and screen-reader users follow the change. A layout
  // effect: focus moves in the same commit that shows the view, never a frame later.
  useLayoutEffect(() => {
    if (shownView.current === isFormVisible) return;
    shownView.current = isFormVisible;
    if (isFormVisible) nameRef.current?.focus();
    else confirmationRef.current?.focus();
  }, [isFormVisible]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = newsletterProblemOf({ name, email, website: spamTrap });
    if (problem) {
      toast(validationToasts[problem]);
      return;
    }
    setIsSubmitting(true);
    try {
      await subscribeToNewsletter({ email, name });
      setStatusMessage(newsletterTexts.welcome);
      setIsSubscribed(true);
      setName('');
      setEmail('');
      setSpamTrap('');
      setIsFormVisible(false);
      toast({ title: newsletterTexts.successTitle, description: newsletterTexts.successDescription });
    } catch (error) {
      toast({
        title: newsletterTexts.failedTitle,
        description: errorMessage(error, newsletterTexts.unexpected),
        variant: 'destructive',
      });
    } finally {
      setIsSubmitting(false);
    }
  }

  function handleReset() {
    setStatusMessage('');
    setIsSubscribed(false);
    setName('');
    setEmail('');
    setSpamTrap('');
    setIsFormVisible(true);
  }

  const headingId = `${id}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      // §4's "subscribed" flag, exposed for tests and styling hooks.
      data-subscribed={isSubscribed}
      className="bg-brand text-brand-foreground"
    >
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
        {isFormVisible ? (
          <div className="grid gap-6 sm:gap-10 lg:grid-cols-2 lg:items-start">
            <div>
              <h2 id={headingId} className="font-bold text-2xl tracking-tight sm:text-3xl">
                {newsletterTexts.heading}
              </h2>
              <p className="mt-2 max-w-prose text-brand-muted sm:mt-3">
                Join our newsletter and never miss what is happening on and off the court.
              </p>
              {/* On a phone the four tiles are a compact 2 × 2 grid of their titles. */}
              <ul className="mt-4 grid grid-cols-2 gap-2 sm:mt-8 sm:gap-4">
                {benefits.map(({ title, text, Icon }) => (
                  <li
                    key={title}
                    className="flex items-center gap-2 rounded-lg bg-white/10 p-2.5 sm:items-start sm:gap-3 sm:p-4"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-ball sm:mt-0.5" />
                    <div>
                      <h3 className="font-semibold text-sm leading-tight sm:text-base">{title}</h3>
                      <p className="mt-1 hidden text-brand-muted text-sm sm:block">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>

            <form
              noValidate
              onSubmit={handleSubmit}
              aria-labelledby={headingId}
              className="relative rounded-xl bg-card p-4 text-card-foreground shadow-lg sm:p-6"
            >
              <div className="grid gap-4 sm:gap-5">
                <div className="grid gap-2">
                  <label htmlFor={`${id}-name`} className={labelStyles}>
                    Full name
                  </label>
                  <input
                    className={inputStyles}
                    ref={nameRef}
                    id={`${id}-name`}
                    name="name"
                    autoComplete="name"
                    required
                    maxLength={newsletterLimits.nameMax}
                    placeholder="Jane Smith"
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <label htmlFor={`${id}-email`} className={labelStyles}>
                    Email address
                  </label>
                  {/* type="text": an email input trims its value, and §5 wants the address as typed. */}
                  <input
                    className={inputStyles}
                    id={`${id}-email`}
                    name="email"
                    type="text"
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    maxLength={newsletterLimits.emailMax}
                    placeholder="you@example.com"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </div>
                {/* Spam trap: invisible and unreachable for people; bots that fill every field fill it. */}
                <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
                  <label htmlFor={`${id}-${spamTrapField}`}>Website</label>
                  <input
                    id={`${id}-${spamTrapField}`}
                    name={spamTrapField}
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={spamTrap}
                    onChange={(e) => setSpamTrap(e.target.value)}
                  />
                </div>
                {/* Plain elements with the shared looks: no cn() (tailwind-merge) on every page. */}
                <button
                  type="submit"
                  disabled={isSubmitting}
                  aria-busy={isSubmitting || undefined}
                  className={joinClasses(buttonVariants({ size: 'lg' }), 'w-full')}
                >
                  {isSubmitting ? (
                    <>
                      <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                      {newsletterTexts.submitting}
                    </>
                  ) : (
                    newsletterTexts.submit
                  )}
                </button>
                <p className="text-muted-foreground text-sm">
                  We respect your inbox: no spam, and you can unsubscribe at any time. Read our{' '}
                  <Link
                    to={paths.privacy}
                    className="rounded-sm font-medium text-link underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    Privacy Policy
                  </Link>
                  .
                </p>
              </div>
            </form>
          </div>
        ) : (
          <div className="mx-auto max-w-2xl text-center">
            <CircleCheckBig aria-hidden="true" className="mx-auto size-12 text-ball" />
            <h2
              id={headingId}
              ref={confirmationRef}
              tabIndex={-1}
              className="mt-4 font-bold text-3xl tracking-tight outline-none"
            >
              {newsletterTexts.confirmedHeading}
            </h2>
            <p role="status" className="mt-3 text-lg">
              {statusMessage}
            </p>
            <div className="mt-8 rounded-xl bg-white/10 p-6 text-left">
              <h3 className="font-semibold text-lg">{newsletterTexts.whatsNext}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-brand-muted">
                <li>Look for our email in your inbox, and check your spam folder if it is not there.</li>
                <li>Watch for event updates, community news and tournament results from the club.</li>
                <li>
                  Meet other players at our{' '}
                  <Link to={paths.socialEvents} className={linkOnBrand}>
                    upcoming social events
                  </Link>
                  .
                </li>
                <li>
                  Not a member yet?{' '}
                  <Link to={paths.formsMembership} className={linkOnBrand}>
                    Join the club
                  </Link>
                  .
                </li>
              </ul>
            </div>
            <button type="button" onClick={handleReset} className={resetButtonStyles}>
              {newsletterTexts.reset}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
