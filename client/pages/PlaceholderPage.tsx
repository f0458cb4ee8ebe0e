// /about and /contact: headings only, as the specification asks.
import { StepBar } from '../ui/StepBar.tsx';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{title}</h1>
      </section>
    </>
  );
}

export const AboutPage = () => <PlaceholderPage title="About" />;
export const ContactPage = () => <PlaceholderPage title="Contact" />;
