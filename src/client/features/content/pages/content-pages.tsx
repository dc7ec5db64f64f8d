import { ContentPageView } from '../components/content-page-view';

/** The club pages written in /admin/content, one route each. */
export function HistoryPage() {
  return <ContentPageView pageKey="history" />;
}

export function BylawsPage() {
  return <ContentPageView pageKey="bylaws" />;
}

export function RulesPage() {
  return <ContentPageView pageKey="rules" />;
}

export function SchedulePage() {
  return <ContentPageView pageKey="schedule" />;
}

export function CodeOfConductPage() {
  return <ContentPageView pageKey="code-of-conduct" />;
}

export function PrivacyPage() {
  return <ContentPageView pageKey="privacy" layout="legal" hasLead />;
}

export function TermsPage() {
  return <ContentPageView pageKey="terms" layout="legal" hasLead />;
}
