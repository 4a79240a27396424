import type { LegalDocument } from './types';

// Source text with {{brandName}}, {{contactEmail}} and {{contactPhone}} placeholders; read it through
// getLegalDocument() (documents.ts), which fills them from site settings.
export const termsEn: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: 'January 2025',
  content: [
    {
      title: 'General Information',
      content: `
        <p>Welcome to the online store of <strong>{{brandName}}</strong>, a premium Brazilian butcher
        shop and market founded in 2017 and based in the State of Georgia, United States. Through our
        website we offer customers in the United States beef, pork, poultry, sausages, barbecue kits
        and grocery products, with local delivery or pickup at the store.</p>
        <p>These Terms of Use govern access to and use of the website and every service offered
        through it, including account registration, the shopping cart, placing orders and the
        communications related to them. Please read them carefully before using the platform. How we
        handle your personal data is described in our <strong>Privacy Policy</strong>, which forms
        part of these Terms.</p>
        <p>By browsing the website, creating an account or placing an order, you confirm that you
        have read, understood and accepted these Terms. When you register, your acceptance is
        recorded with the date and time. If you do not agree with any of these conditions, please do
        not use the platform.</p>
        <p>These Terms are available in Portuguese and in English. The Portuguese version is the
        original and prevails if the two versions differ.</p>`,
    },
    {
      title: 'Definitions',
      content: `
        <p>To make these Terms of Use and the Privacy Policy easier to read, the words below have the
        following meaning:</p>
        <ul>
          <li><strong>{{brandName}}</strong>, <strong>"we"</strong> or <strong>"the store"</strong>:
          the butcher shop and market responsible for the website and for selling the products.</li>
          <li><strong>Platform</strong> or <strong>website</strong>: the {{brandName}} online store,
          including all of its pages, features and its Portuguese and English versions.</li>
          <li><strong>User</strong>: any person who visits or uses the platform, whether registered
          or not.</li>
          <li><strong>Customer</strong>: a user who makes a purchase on the platform.</li>
          <li><strong>Account</strong>: the user's personal registration, accessed with e-mail and
          password.</li>
          <li><strong>Products</strong>: the meats, barbecue kits, grocery items and other goods
          offered on the website.</li>
          <li><strong>Perishable products</strong>: foods that must be kept chilled or frozen, such as
          fresh meat, chilled and frozen goods, cuts prepared to order and kits that contain
          them.</li>
          <li><strong>Order</strong>: a purchase request confirmed by the customer at checkout.</li>
          <li><strong>Delivery zone</strong>: the area served by local delivery, defined by ZIP
          code.</li>
          <li><strong>Delivery window</strong>: the date and time slot the customer chooses for
          delivery or pickup of the order.</li>
        </ul>`,
    },
    {
      title: 'Registration and User Account',
      content: `
        <p>You can browse the website and fill a cart without registering, but you need an account
        to complete a purchase. Registration asks for your full name, e-mail and password; a phone
        number is optional. If you provide a valid phone number, you may receive a welcome message
        and updates about your orders by WhatsApp.</p>
        <p>The platform is not intended for anyone under 18 years of age. By registering, you
        confirm that you are <strong>18 years of age or older</strong> and legally able to enter into
        contracts.</p>
        <p>When you create and keep your account, you agree to:</p>
        <ul>
          <li>provide true, accurate and current information, and keep it up to date;</li>
          <li>not create multiple accounts;</li>
          <li>not share your password or your login credentials with anyone;</li>
          <li>not provide false data or use someone else's data without permission.</li>
        </ul>
        <p>You are responsible for keeping your password safe and for all activity on your account.
        If you suspect unauthorized use, change your password immediately and let us know through
        the channels listed in the Contact section.</p>
        <p>Receiving offers and coupons is optional and depends on your consent, which you may
        withdraw at any time. You may also ask us to close your account whenever you wish.</p>
        <p>{{brandName}} may suspend or close accounts that breach these Terms, contain false data or
        are used fraudulently or abusively, without prejudice to any other appropriate action.</p>`,
    },
    {
      title: 'Products and Prices',
      content: `
        <p>We do our best to describe products accurately, including the cut, weight, variations and
        available extras. Photos are for illustration only: the color, marbling and shape of each
        piece may vary, as these are natural products.</p>
        <p>For products sold by weight, the weight shown is approximate and each piece may vary
        slightly. If there is a significant difference from what you ordered, we will contact you
        before delivery or pickup.</p>
        <p><strong>Prices and the terms of offers may change without notice.</strong> The price that
        applies to your order is the one shown when you complete your purchase. Delivery fees and
        taxes, where applicable, are shown in the order summary before you confirm.</p>
        <p>Product availability depends on stock. If an item in your order becomes unavailable, we
        will let you know and offer a similar product or a refund of the corresponding amount.</p>
        <p>If a product is listed with a clearly wrong price or description because of a technical
        or typing error, we may cancel the affected order and fully refund any amount paid.</p>
        <p>Discount coupons carry the conditions stated for each one, such as validity, minimum order
        amount, maximum discount and usage limit. One coupon may be applied per order, and coupons
        cannot be exchanged for cash.</p>`,
    },
    {
      title: 'Orders and Payments',
      content: `
        <p>To place an order you must be signed in to your account. At checkout you choose between
        delivery and pickup at the store, enter the delivery address when applicable, select the date
        and time window, may add notes for each item (for example, the type of cut or the thickness)
        and may apply a coupon.</p>
        <p>Available payment methods:</p>
        <ul>
          <li><strong>payment on delivery or at pickup</strong>, using the options shown at
          checkout;</li>
          <li><strong>bank transfer</strong>, using the details provided after you place the
          order.</li>
        </ul>
        <p>Other payment methods, such as cards, may be offered in the future through third-party
        payment processors. In that case, payment details will be handled directly by those
        processors.</p>
        <p>Every order starts with the status "awaiting payment".
        <strong>Orders are processed only after payment confirmation</strong> by our team: for a bank
        transfer, once the funds are identified; for payment on delivery or at pickup, once we have
        confirmed the order and the payment method with you. Only then does the order move into
        preparation.</p>
        <p>You receive order updates (confirmed, being prepared, out for delivery or ready for
        pickup, and completed) by e-mail or WhatsApp, and you can follow your order in the "My
        orders" area.</p>
        <p>You may cancel an order free of charge as long as it has not gone out for delivery and is
        not ready for pickup; any amount already paid will be refunded. {{brandName}} may refuse or
        cancel orders in case of lack of stock, an address outside the delivery zones, suspected
        fraud, an obvious pricing error or a payment that is not confirmed, and will always inform
        the customer and refund any amount paid.</p>`,
    },
    {
      title: 'Delivery',
      content: `
        <p>We make local deliveries in the zones we serve, defined by ZIP code. At checkout you can
        see whether your address is served, the delivery fee for your zone and the available time
        windows. You may also pick up your order at the store, with no delivery fee.</p>
        <h3>Delivery to your address</h3>
        <ul>
          <li>Check your address, ZIP code and location references before confirming the order.
          Wrong or incomplete addresses may delay or prevent delivery.</li>
          <li>Because the products are perishable, an adult must be present to receive the order
          during the chosen window. We do not leave perishable products unattended unless you
          expressly authorize it.</li>
          <li>If nobody is available to receive the order, we will try to reach you by the phone
          number or e-mail on your account. A new delivery attempt may carry an additional fee.</li>
        </ul>
        <h3>Pickup at the store</h3>
        <ul>
          <li>Pick up your order during the chosen time window, after you are notified that it is
          ready for pickup.</li>
          <li>If you cannot make it, contact us as soon as possible to reschedule. We cannot
          guarantee the condition of perishable products left at the store beyond the agreed
          time.</li>
        </ul>
        <h3>Storage</h3>
        <p>Products are transported under an unbroken cold chain. When you receive your order, check
        the items and immediately put chilled products in the refrigerator and frozen products in the
        freezer. Delivery times are estimates and may be affected by weather, traffic or other
        factors beyond our control; if that happens, we will let you know.</p>`,
    },
    {
      title: 'Right of Withdrawal',
      content: `
        <p>You may withdraw from a purchase within <strong>7 days</strong> of receiving your order,
        without giving a reason, for non-perishable products that are sealed, unused and in their
        original packaging. To exercise this right, contact us through the channels listed in the
        Contact section.</p>
        <p><strong>The right of withdrawal may not apply to perishable products</strong>, such as fresh
        meat, chilled and frozen goods, cuts prepared to order and barbecue kits that contain them.
        For food-safety reasons we cannot resell perishable food once it has left the store, so we do
        not accept returns of these products simply because you changed your mind.</p>
        <p>This does not affect your rights when there is a problem with a product. If you receive an
        item that is defective, not kept under proper storage conditions, different from what you
        ordered or in the wrong quantity:</p>
        <ul>
          <li>let us know on receipt or as soon as possible, preferably on the same day, by e-mail or
          phone;</li>
          <li>if possible, send photos of the product, its packaging and its label;</li>
          <li>keep the product chilled or frozen until we have received your message.</li>
        </ul>
        <p>After reviewing the case, we will replace the product or issue a credit or a refund of
        the corresponding amount. Refunds are made through the payment method used for the purchase
        or by bank transfer, as agreed with you.</p>`,
    },
    {
      title: 'Responsibilities',
      content: `
        <h3>The user's responsibilities</h3>
        <ul>
          <li>Use the platform lawfully and in accordance with these Terms.</li>
          <li>Keep your registration details and delivery address correct and up to date.</li>
          <li>Do not attempt to access restricted areas, interfere with the operation of the website,
          place fake orders or use automated means to extract data from the platform.</li>
          <li>Be available to receive or pick up the order during the chosen window.</li>
          <li>Store and prepare the products properly after receiving them, following the
          instructions on the packaging and good food-handling practices.</li>
          <li>Check the labels and talk to us before buying if you have allergies, intolerances or
          dietary restrictions.</li>
        </ul>
        <h3>{{brandName}}'s responsibilities</h3>
        <ul>
          <li>Describe products clearly and show prices, fees and conditions before you complete the
          order.</li>
          <li>Handle, store and transport food in line with hygiene and food-safety standards,
          keeping the cold chain.</li>
          <li>Deliver confirmed orders, or have them ready for pickup, under the agreed
          conditions.</li>
          <li>Protect users' personal data as described in the Privacy Policy.</li>
          <li>Answer your questions, requests and complaints through our contact channels.</li>
        </ul>`,
    },
    {
      title: 'Intellectual Property',
      content: `
        <p>All content on the platform, including the {{brandName}} brand, logos, names, texts,
        photographs, videos, recipes, illustrations, layout, code and software, belongs to
        {{brandName}} or to third parties who have authorized its use, and is protected by
        intellectual property laws.</p>
        <p>Using the platform does not transfer any right over this content to the user. Copying,
        reproducing, modifying, distributing, publishing or commercially using any part of the
        website without the prior written permission of {{brandName}} is prohibited.</p>
        <p>Supplier and third-party product brands shown on the website belong to their respective
        owners and appear only to identify the products we sell.</p>`,
    },
    {
      title: 'Limitation of Liability',
      content: `
        <p>We work to keep the platform available, secure and free of errors, but we cannot
        guarantee that it will operate without interruption. Maintenance and failures of technology,
        of the internet or of third-party services may make it temporarily unavailable.</p>
        <p>To the extent permitted by applicable law, {{brandName}} is not responsible for:</p>
        <ul>
          <li>damage caused by improper storage, handling or preparation of the products after
          delivery or pickup;</li>
          <li>delays or failed deliveries caused by incorrect information provided by the customer,
          by nobody being available to receive the order, or by events beyond our reasonable control,
          such as severe weather;</li>
          <li>misuse of the account resulting from the user sharing their own password;</li>
          <li>the content, availability and practices of third-party websites and services reached
          through links on the platform;</li>
          <li>indirect damages, lost profits or other losses that do not result directly from the
          purchase.</li>
        </ul>
        <p>Where the law allows our liability to be limited, it is limited to the amount paid for the
        order related to the problem. Nothing in these Terms excludes or limits any liability that
        cannot be excluded or limited by law, or the rights that consumer-protection law grants
        you.</p>`,
    },
    {
      title: 'Changes',
      content: `
        <p>{{brandName}} may change these Terms of Use at any time, for example to reflect changes in
        our services, payment and delivery methods or the law. The date of the last update is shown
        at the top of the document.</p>
        <p>When the changes are significant, we will let you know by e-mail or through a prominent
        notice on the website. Using the platform after the new version is published means that you
        accept the updated Terms.</p>
        <p>Orders already placed remain governed by the Terms in force on the date they were
        placed.</p>
        <p>We may also change, suspend or discontinue website features, products, categories,
        delivery zones and promotions, while honoring orders already confirmed.</p>`,
    },
    {
      title: 'Governing Law and Venue',
      content: `
        <p>These Terms are governed by the laws of the <strong>State of Georgia, United
        States</strong>, and by applicable United States federal law.</p>
        <p>Any dispute arising from these Terms or from the use of the platform shall be brought
        before the courts of the county where {{brandName}} has its seat in the State of
        Georgia.</p>
        <p>This choice of law and venue does not take away the rights and protections that
        applicable consumer-protection law grants you and that cannot be waived by contract.</p>
        <p>Before going to court, please contact us through the channels listed in the Contact
        section: most issues can be resolved quickly and amicably.</p>`,
    },
    {
      title: 'Contact',
      content: `
        <p>If you have questions about these Terms of Use or about your orders, or wish to exercise
        any of the rights described here, contact {{brandName}}:</p>
        <ul>
          <li><strong>E-mail:</strong> <a href="mailto:{{contactEmail}}">{{contactEmail}}</a></li>
          <li><strong>Phone:</strong> {{contactPhone}}</li>
        </ul>
        <p>You can also reach us through the WhatsApp chat button on the website. We will reply as
        quickly as possible.</p>`,
    },
  ],
};
