import page from '../../components/ui/Page.module.css';
import { ContactForm } from '../../features/contact/components/ContactForm.tsx';

export default function ContactRoute() {
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Nous contacter</h1>
        <p className={page.lead}>
          Une question sur une commande, une publication ou une formation ? Écrivez-nous : notre équipe vous répond par
          e-mail.
        </p>
      </div>
      <ContactForm />
    </div>
  );
}
