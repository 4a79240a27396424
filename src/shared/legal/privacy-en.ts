import type { LegalDocument } from './types';

// Source text with {{brandName}}, {{contactEmail}} and {{contactPhone}} placeholders; read it through
// getLegalDocument() (documents.ts), which fills them from site settings.
export const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'January 2025',
  content: [
    {
      title: 'General Information',
      content: `
        <p><strong>{{brandName}}</strong>, a premium Brazilian butcher shop and market founded in
        2017 and based in the State of Georgia, United States, respects your privacy. This Privacy
        Policy explains which personal data we collect, why we collect it, who we share it with, how
        long we keep it and how you can exercise your rights.</p>
        <p>It applies to our website and online store, to your account, to orders for delivery or
        pickup at the store and to the messages we send by e-mail and WhatsApp. {{brandName}} is
        responsible for the decisions about how your personal data is processed.</p>
        <p>We process personal data in accordance with the privacy and consumer-protection laws that
        apply in the United States and, where applicable, with Brazil's General Data Protection Law
        (LGPD, Law No. 13,709/2018).</p>
        <p>This Policy complements our <strong>Terms of Use</strong>. By using the platform, you
        confirm that you have read and understood this document.</p>`,
    },
    {
      title: 'Data Collected',
      content: `
        <p>We collect only the data we need to provide our services. Depending on how you use the
        platform, we may process the following data:</p>
        <h3>Identification and contact data</h3>
        <ul>
          <li><strong>Full name</strong>;</li>
          <li><strong>CPF</strong> (Brazilian individual taxpayer number), when you provide it;</li>
          <li><strong>Date of birth</strong>, also used to confirm that you are of legal age;</li>
          <li><strong>Phone number</strong>, including for WhatsApp messages;</li>
          <li><strong>E-mail</strong> address.</li>
        </ul>
        <h3>Delivery data</h3>
        <ul>
          <li><strong>Delivery address</strong>;</li>
          <li><strong>Postal code</strong> (ZIP code), which defines the delivery zone;</li>
          <li><strong>Location references</strong> that help the driver find the address.</li>
        </ul>
        <h3>Browsing data</h3>
        <ul>
          <li><strong>IP address</strong>;</li>
          <li><strong>Cookies</strong> and similar technologies;</li>
          <li><strong>Browsing history</strong> on the website, such as pages and products
          viewed;</li>
          <li><strong>Product preferences</strong>, such as cuts and categories of interest.</li>
        </ul>
        <h3>Purchase data</h3>
        <ul>
          <li><strong>Payment information</strong>, handled by third-party payment processors. We do
          not store full card numbers;</li>
          <li><strong>Purchase history</strong>, with orders, items, amounts and coupons used.</li>
        </ul>
        <p>Your password is stored only in hashed form and is never visible to our team.</p>`,
    },
    {
      title: 'Purposes of Processing',
      content: `
        <p>We use your personal data to:</p>
        <ul>
          <li>create and manage your account and let you sign in securely;</li>
          <li>process your orders, confirm payments, prepare products according to your notes and
          arrange delivery or pickup in the window you chose;</li>
          <li>check, based on the ZIP code, whether your address is in a delivery zone we serve;</li>
          <li>send messages about your account and your orders, such as the welcome message and status
          updates, by e-mail or WhatsApp;</li>
          <li>send offers, news and discount coupons, only with your consent;</li>
          <li>answer your questions, requests and complaints;</li>
          <li>improve the website, our products and your experience, for example by suggesting
          products that match your preferences;</li>
          <li>prevent fraud, abuse and unauthorized access and keep the platform secure;</li>
          <li>comply with legal, tax and accounting obligations and exercise rights in
          administrative or legal proceedings.</li>
        </ul>
        <h3>Grounds for processing</h3>
        <p>We process your data to perform the purchase contract and the Terms of Use, to comply with
        legal obligations, for our legitimate interest in keeping the platform secure and improving
        our services and, for marketing communications, on the basis of your consent, which is
        optional and may be withdrawn at any time.</p>`,
    },
    {
      title: 'Data Sharing',
      content: `
        <p><strong>{{brandName}} does not sell or rent your personal data.</strong> We share data only
        when necessary for the purposes of this Policy, with:</p>
        <ul>
          <li><strong>payment processors</strong>, to process and confirm payments;</li>
          <li><strong>our delivery staff and partners</strong>, who receive only what they need to
          deliver the order (name, phone number, delivery address, ZIP code and location
          references);</li>
          <li><strong>messaging providers</strong>, such as e-mail and WhatsApp delivery services, to
          send communications about your account and your orders;</li>
          <li><strong>hosting and infrastructure providers</strong>, which store and process data on
          our behalf;</li>
          <li><strong>public authorities</strong>, when required by law, court order or a legitimate
          request, or to protect our rights and those of others.</li>
        </ul>
        <p>Service providers may use the data only to perform the services they are hired for, must
        keep it confidential and must apply appropriate security measures.</p>
        <p>In the event of a merger, acquisition or sale of the business, data may be transferred to
        the successor, who will be bound by this Policy.</p>
        <p>Our services are operated in the United States. If you use the platform from another
        country, such as Brazil, your data will be transferred to and processed in the United States,
        with the protections described in this Policy.</p>`,
    },
    {
      title: 'Storage and Security',
      content: `
        <p>Data is stored on servers of infrastructure providers hired by {{brandName}}. We apply
        technical and organizational measures to protect it against unauthorized access, loss,
        alteration and improper disclosure, including:</p>
        <ul>
          <li>an encrypted connection (HTTPS) between your browser and the website;</li>
          <li>passwords stored only in hashed form;</li>
          <li>access to data restricted to the team members who need it, according to each person's
          role;</li>
          <li>limits on sign-in attempts and monitoring against abuse;</li>
          <li>activity logs and backups.</li>
        </ul>
        <h3>Retention periods</h3>
        <p>We keep data only for as long as needed for the stated purposes or for the period required
        by law:</p>
        <ul>
          <li><strong>purchase data</strong>: 5 years after the purchase, for tax, accounting and
          legal-defense purposes;</li>
          <li><strong>browsing data</strong>: 12 months;</li>
          <li><strong>registration data</strong>: while your account is active;</li>
          <li><strong>marketing data</strong>: until you withdraw your consent.</li>
        </ul>
        <p>At the end of these periods, data is deleted or anonymized. No system is completely
        secure, so please use a strong, unique password and do not share it. If a security incident
        occurs that may affect you, we will notify you and the competent authorities as required by
        law.</p>`,
    },
    {
      title: 'Your Privacy Rights',
      content: `
        <p>At any time and free of charge, you may:</p>
        <ul>
          <li>confirm whether we process your data and access the data we hold about you;</li>
          <li>correct incomplete, inaccurate or outdated data;</li>
          <li>ask us to delete your data and close your account;</li>
          <li>request a copy of your data in a structured format (portability);</li>
          <li>find out who we share your data with;</li>
          <li>withdraw your consent and stop receiving marketing messages;</li>
          <li>object to processing you consider improper.</li>
        </ul>
        <p>To exercise your rights, send an e-mail to
        <a href="mailto:{{contactEmail}}">{{contactEmail}}</a>. To protect your account, we may ask
        for information that confirms your identity before acting on the request.
        <strong>We answer requests within 15 business days.</strong></p>
        <p>Some data may be kept even after a deletion request when the law requires it, such as
        purchase data, which is kept for 5 years. You will not be discriminated against for
        exercising your rights. If you are not satisfied with our answer, you may contact the
        competent data-protection or consumer-protection authority.</p>`,
    },
    {
      title: 'Cookies',
      content: `
        <p>Cookies are small files stored in your browser that let the website remember information
        from one visit to the next. We use cookies and similar technologies for:</p>
        <ul>
          <li><strong>essential operation</strong>: keeping you signed in, keeping your shopping cart
          and protecting the website against improper access;</li>
          <li><strong>preferences</strong>: remembering, for example, the language you chose;</li>
          <li><strong>performance and statistics</strong>: understanding, in aggregate, how the
          website is used so that we can improve it.</li>
        </ul>
        <p>You can block or delete cookies in your browser settings. If you block essential cookies,
        some features, such as signing in and the cart, may stop working.</p>
        <p>Browsing data obtained through cookies is kept for up to 12 months.</p>`,
    },
    {
      title: 'Minors',
      content: `
        <p>The platform is not intended for anyone under 18 years of age. You must be <strong>18 years
        of age or older</strong> to create an account and make purchases.</p>
        <p>We do not knowingly collect personal data from anyone under 18. If we learn that we have
        collected data from a minor, we will delete that data and close the corresponding
        account.</p>
        <p>If you are a parent or guardian and believe that a minor has given us personal data,
        please contact us through the channels listed in the Contact section.</p>`,
    },
    {
      title: 'Changes',
      content: `
        <p>This Privacy Policy may be updated to reflect changes in our services, in the providers we
        use or in the law. The date of the last update is shown at the top of the document.</p>
        <p>When the changes are significant, we will let you know by e-mail or through a prominent
        notice on the website and, where the law requires it, ask for your consent again.</p>
        <p>We recommend that you review this Policy from time to time.</p>`,
    },
    {
      title: 'Contact',
      content: `
        <p>If you have questions about this Privacy Policy or about how your data is processed, or
        wish to exercise your privacy rights, contact {{brandName}}:</p>
        <ul>
          <li><strong>E-mail:</strong> <a href="mailto:{{contactEmail}}">{{contactEmail}}</a></li>
          <li><strong>Phone:</strong> {{contactPhone}}</li>
        </ul>
        <p>To help us serve you faster, write "Privacy" in the subject line of your e-mail. We answer
        requests within 15 business days.</p>`,
    },
  ],
};
