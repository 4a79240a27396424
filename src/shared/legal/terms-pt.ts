import type { LegalDocument } from './types';

// Source text with {{brandName}}, {{contactEmail}} and {{contactPhone}} placeholders; read it through
// getLegalDocument() (documents.ts), which fills them from site settings.
export const termsPt: LegalDocument = {
  title: 'Termos de Uso',
  lastUpdated: 'Janeiro de 2025',
  content: [
    {
      title: 'Informações Gerais',
      content: `
        <p>Bem-vindo à loja on-line da <strong>{{brandName}}</strong>, açougue e mercado brasileiro
        premium fundado em 2017 e sediado no Estado da Geórgia, nos Estados Unidos. Pelo nosso site,
        oferecemos a clientes nos Estados Unidos carnes bovinas, suínas, aves, linguiças, kits de
        churrasco e produtos de mercearia, com entrega local ou retirada na loja.</p>
        <p>Estes Termos de Uso regulam o acesso e a utilização do site e de todos os serviços
        oferecidos por meio dele, incluindo o cadastro de contas, o carrinho de compras, a realização
        de pedidos e as comunicações relacionadas a eles. Leia-os com atenção antes de usar a
        plataforma. O tratamento dos seus dados pessoais é descrito na nossa
        <strong>Política de Privacidade</strong>, que faz parte destes Termos.</p>
        <p>Ao navegar pelo site, criar uma conta ou fazer um pedido, você declara que leu, entendeu e
        aceita estes Termos. No cadastro, a aceitação é registrada com data e hora. Se você não
        concordar com alguma condição, não utilize a plataforma.</p>
        <p>Estes Termos estão disponíveis em português e em inglês. A versão em português é a
        original e prevalece em caso de divergência entre as duas versões.</p>`,
    },
    {
      title: 'Definições',
      content: `
        <p>Para facilitar a leitura, os termos abaixo têm o seguinte significado nestes Termos de Uso
        e na Política de Privacidade:</p>
        <ul>
          <li><strong>{{brandName}}</strong>, <strong>"nós"</strong> ou <strong>"loja"</strong>: o
          açougue e mercado responsável pelo site e pela venda dos produtos.</li>
          <li><strong>Plataforma</strong> ou <strong>site</strong>: a loja on-line da {{brandName}},
          incluindo todas as suas páginas, funcionalidades e versões em português e em inglês.</li>
          <li><strong>Usuário</strong>: qualquer pessoa que visita ou utiliza a plataforma, com ou sem
          cadastro.</li>
          <li><strong>Cliente</strong>: o usuário que realiza uma compra na plataforma.</li>
          <li><strong>Conta</strong>: o cadastro pessoal do usuário, acessado com e-mail e senha.</li>
          <li><strong>Produtos</strong>: as carnes, kits de churrasco, itens de mercearia e demais
          mercadorias oferecidos no site.</li>
          <li><strong>Produtos perecíveis</strong>: alimentos que exigem refrigeração ou congelamento,
          como carnes frescas, produtos resfriados e congelados, cortes preparados sob encomenda e
          kits que os contenham.</li>
          <li><strong>Pedido</strong>: a solicitação de compra confirmada pelo cliente no checkout.</li>
          <li><strong>Zona de entrega</strong>: a área atendida pela entrega local, definida por CEP
          (ZIP code).</li>
          <li><strong>Janela de entrega</strong>: a data e a faixa de horário escolhidas pelo cliente
          para a entrega ou a retirada do pedido.</li>
        </ul>`,
    },
    {
      title: 'Cadastro e Conta do Usuário',
      content: `
        <p>É possível navegar pelo site e montar um carrinho sem cadastro, mas para finalizar uma
        compra é necessário ter uma conta. O cadastro pede nome completo, e-mail e senha; o telefone
        é opcional. Se você informar um telefone válido, poderá receber por WhatsApp uma mensagem de
        boas-vindas e avisos sobre os seus pedidos.</p>
        <p>A plataforma não se destina a menores de 18 anos. Ao se cadastrar, você declara ter
        <strong>18 anos ou mais</strong> e plena capacidade para contratar.</p>
        <p>Ao criar e manter a sua conta, você se compromete a:</p>
        <ul>
          <li>fornecer informações verdadeiras, exatas e atuais, e mantê-las atualizadas;</li>
          <li>não criar múltiplas contas;</li>
          <li>não compartilhar a sua senha nem as suas credenciais de acesso com outras pessoas;</li>
          <li>não fornecer dados falsos nem usar dados de terceiros sem autorização.</li>
        </ul>
        <p>Você é responsável pela guarda da sua senha e por todas as atividades realizadas na sua
        conta. Se suspeitar de uso não autorizado, altere a senha imediatamente e avise-nos pelos
        canais indicados na seção Contato.</p>
        <p>O recebimento de ofertas e cupons é opcional e depende do seu consentimento, que você pode
        retirar a qualquer momento. Você também pode pedir o encerramento da sua conta quando
        quiser.</p>
        <p>A {{brandName}} pode suspender ou encerrar contas que descumpram estes Termos, que
        apresentem dados falsos ou que sejam usadas de forma fraudulenta ou abusiva, sem prejuízo das
        demais medidas cabíveis.</p>`,
    },
    {
      title: 'Produtos e Preços',
      content: `
        <p>Fazemos o possível para descrever os produtos com precisão, incluindo corte, peso,
        variações e extras disponíveis. As fotografias são ilustrativas: cor, marmoreio e formato de
        cada peça podem variar, pois se trata de produtos naturais.</p>
        <p>Nos produtos vendidos por peso, o peso indicado é aproximado e cada peça pode ter uma
        pequena variação. Se houver uma diferença relevante em relação ao pedido, entraremos em
        contato antes da entrega ou da retirada.</p>
        <p><strong>Os preços e as condições das ofertas podem ser alterados sem aviso prévio.</strong>
        O preço que vale para o seu pedido é o exibido no momento da finalização da compra. Taxas de
        entrega e tributos, quando aplicáveis, aparecem no resumo do pedido antes da confirmação.</p>
        <p>A disponibilidade dos produtos depende do estoque. Se um item do seu pedido ficar
        indisponível, avisaremos você e ofereceremos um produto semelhante ou o reembolso do valor
        correspondente.</p>
        <p>Se um produto for anunciado com preço ou descrição claramente errados por falha técnica ou
        de digitação, poderemos cancelar o pedido afetado, com reembolso integral de qualquer valor
        pago.</p>
        <p>Cupons de desconto têm as condições informadas em cada um deles, como validade, valor
        mínimo do pedido, desconto máximo e limite de usos. É possível aplicar um cupom por pedido, e
        cupons não são convertidos em dinheiro.</p>`,
    },
    {
      title: 'Pedidos e Pagamentos',
      content: `
        <p>Para fazer um pedido, você precisa estar conectado à sua conta. No checkout, você escolhe
        entre entrega ou retirada na loja, informa o endereço de entrega quando for o caso, seleciona
        a data e a janela de horário, pode deixar observações para cada item (por exemplo, o tipo de
        corte ou a espessura) e aplicar um cupom.</p>
        <p>Formas de pagamento disponíveis:</p>
        <ul>
          <li><strong>pagamento na entrega ou na retirada</strong>, conforme as opções indicadas no
          checkout;</li>
          <li><strong>transferência bancária</strong>, com os dados informados após a finalização do
          pedido.</li>
        </ul>
        <p>Outras formas de pagamento, como cartão, poderão ser oferecidas no futuro por meio de
        processadores de pagamento terceirizados. Nesse caso, os dados do pagamento serão tratados
        diretamente por esses processadores.</p>
        <p>Todo pedido começa com o status "aguardando pagamento".
        <strong>Os pedidos são processados somente após a confirmação do pagamento</strong> pela nossa
        equipe: na transferência, quando o valor é identificado; no pagamento na entrega ou na
        retirada, quando confirmamos o pedido e a forma de pagamento com você. Só então o pedido passa
        para preparo.</p>
        <p>Você recebe por e-mail ou WhatsApp as atualizações do pedido (confirmado, em preparo, saiu
        para entrega ou pronto para retirada, e concluído) e pode acompanhá-lo na área "Meus
        pedidos".</p>
        <p>Você pode cancelar o pedido sem custo enquanto ele ainda não saiu para entrega nem está
        pronto para retirada; qualquer valor já pago será reembolsado. A {{brandName}} pode recusar ou
        cancelar pedidos em caso de falta de estoque, endereço fora da zona de entrega, suspeita de
        fraude, erro evidente de preço ou falta de confirmação do pagamento, e sempre informará o
        cliente e reembolsará os valores pagos.</p>`,
    },
    {
      title: 'Entrega',
      content: `
        <p>Fazemos entregas locais nas zonas atendidas, definidas por CEP (ZIP code). No checkout,
        você vê se o seu endereço é atendido, a taxa de entrega da sua zona e as janelas de horário
        disponíveis. Também é possível retirar o pedido na loja, sem taxa de entrega.</p>
        <h3>Entrega no endereço</h3>
        <ul>
          <li>Confira o endereço, o CEP e as referências de localização antes de confirmar o pedido.
          Endereços incorretos ou incompletos podem atrasar ou impedir a entrega.</li>
          <li>Como os produtos são perecíveis, é necessário que uma pessoa maior de idade esteja no
          local para receber o pedido na janela escolhida. Não deixamos produtos perecíveis sem
          supervisão, a menos que você autorize expressamente.</li>
          <li>Se não houver ninguém para receber, tentaremos contato pelo telefone ou e-mail do
          cadastro. A nova tentativa de entrega pode ter custo adicional.</li>
        </ul>
        <h3>Retirada na loja</h3>
        <ul>
          <li>Retire o pedido na janela de horário escolhida, depois de receber o aviso de que está
          pronto para retirada.</li>
          <li>Se não puder comparecer, fale conosco o quanto antes para reagendar. Não podemos
          garantir a conservação de produtos perecíveis deixados na loja além do prazo combinado.</li>
        </ul>
        <h3>Conservação</h3>
        <p>Os produtos são transportados respeitando a cadeia de frio. Ao receber o pedido, confira os
        itens e guarde imediatamente os produtos resfriados na geladeira e os congelados no freezer.
        Os prazos de entrega são estimativas e podem ser afetados por clima, trânsito ou outros
        fatores fora do nosso controle; nesses casos, avisaremos você.</p>`,
    },
    {
      title: 'Direito de Arrependimento',
      content: `
        <p>Você pode desistir de uma compra no prazo de <strong>7 dias</strong> a contar do
        recebimento do pedido, sem precisar justificar o motivo, para produtos não perecíveis que
        estejam lacrados, sem sinais de uso e na embalagem original. Para exercer esse direito, entre
        em contato pelos canais indicados na seção Contato.</p>
        <p><strong>O direito de arrependimento pode não se aplicar a produtos perecíveis</strong>, como
        carnes frescas, produtos resfriados e congelados, cortes preparados sob encomenda e kits de
        churrasco que os contenham. Por razões de segurança alimentar, não podemos revender um
        alimento perecível que já saiu da loja e, por isso, não aceitamos a devolução desses produtos
        por simples desistência.</p>
        <p>Isso não afeta os seus direitos quando houver problema com o produto. Se você receber um
        item com defeito, fora das condições adequadas de conservação, diferente do que foi pedido ou
        em quantidade errada:</p>
        <ul>
          <li>avise-nos no ato do recebimento ou o quanto antes, de preferência no mesmo dia, por
          e-mail ou telefone;</li>
          <li>se possível, envie fotos do produto, da embalagem e da etiqueta;</li>
          <li>conserve o produto refrigerado ou congelado até recebermos a sua mensagem.</li>
        </ul>
        <p>Depois de analisar o caso, faremos a troca do produto, o crédito ou o reembolso do valor
        correspondente. Os reembolsos são feitos pela mesma forma de pagamento usada na compra ou por
        transferência bancária, conforme combinado com você.</p>`,
    },
    {
      title: 'Responsabilidades',
      content: `
        <h3>Do usuário</h3>
        <ul>
          <li>Usar a plataforma de forma lícita e de acordo com estes Termos.</li>
          <li>Manter os dados do cadastro e o endereço de entrega corretos e atualizados.</li>
          <li>Não tentar acessar áreas restritas, interferir no funcionamento do site, fazer pedidos
          falsos nem usar meios automatizados para extrair dados da plataforma.</li>
          <li>Estar disponível para receber ou retirar o pedido na janela escolhida.</li>
          <li>Conservar e preparar os produtos corretamente depois do recebimento, seguindo as
          indicações da embalagem e as boas práticas de manipulação de alimentos.</li>
          <li>Verificar os rótulos e falar conosco antes da compra em caso de alergias, intolerâncias
          ou restrições alimentares.</li>
        </ul>
        <h3>Da {{brandName}}</h3>
        <ul>
          <li>Descrever os produtos com clareza e informar preços, taxas e condições antes da
          finalização do pedido.</li>
          <li>Manipular, armazenar e transportar os alimentos seguindo normas de higiene e segurança
          alimentar e respeitando a cadeia de frio.</li>
          <li>Entregar ou disponibilizar para retirada os pedidos confirmados nas condições
          combinadas.</li>
          <li>Proteger os dados pessoais dos usuários conforme a Política de Privacidade.</li>
          <li>Atender às suas dúvidas, solicitações e reclamações pelos canais de contato.</li>
        </ul>`,
    },
    {
      title: 'Propriedade Intelectual',
      content: `
        <p>Todo o conteúdo da plataforma, incluindo a marca {{brandName}}, logotipos, nomes, textos,
        fotografias, vídeos, receitas, ilustrações, layout, código e software, pertence à
        {{brandName}} ou a terceiros que autorizaram o seu uso, e é protegido pelas leis de
        propriedade intelectual.</p>
        <p>O uso da plataforma não transfere ao usuário nenhum direito sobre esse conteúdo. É proibido
        copiar, reproduzir, modificar, distribuir, publicar ou usar comercialmente qualquer parte do
        site sem autorização prévia e por escrito da {{brandName}}.</p>
        <p>Marcas de fornecedores e de produtos de terceiros exibidas no site pertencem aos seus
        respectivos titulares e aparecem apenas para identificar os produtos que vendemos.</p>`,
    },
    {
      title: 'Limitação de Responsabilidade',
      content: `
        <p>Trabalhamos para manter a plataforma disponível, segura e sem erros, mas não podemos
        garantir que ela funcione sem interrupções. Manutenções, falhas técnicas, de internet ou de
        serviços de terceiros podem torná-la temporariamente indisponível.</p>
        <p>Na medida permitida pela lei aplicável, a {{brandName}} não se responsabiliza por:</p>
        <ul>
          <li>danos causados pela conservação, manipulação ou preparo inadequados dos produtos depois
          da entrega ou da retirada;</li>
          <li>atrasos ou falhas na entrega causados por informações incorretas fornecidas pelo
          cliente, pela ausência de alguém para receber o pedido ou por caso fortuito e força maior,
          como condições climáticas severas;</li>
          <li>uso indevido da conta decorrente do compartilhamento da senha pelo próprio usuário;</li>
          <li>conteúdo, disponibilidade e práticas de sites e serviços de terceiros acessados por
          links na plataforma;</li>
          <li>danos indiretos, lucros cessantes ou outros prejuízos que não decorram diretamente da
          compra.</li>
        </ul>
        <p>Quando a lei permitir limitar a nossa responsabilidade, ela ficará limitada ao valor pago
        pelo pedido relacionado ao problema. Nada nestes Termos exclui ou limita responsabilidades
        que não possam ser excluídas ou limitadas por lei, nem os direitos que a legislação de defesa
        do consumidor garante a você.</p>`,
    },
    {
      title: 'Modificações',
      content: `
        <p>A {{brandName}} pode alterar estes Termos de Uso a qualquer momento, por exemplo para
        refletir mudanças nos nossos serviços, nas formas de pagamento e de entrega ou na legislação.
        A data da última atualização aparece no início do documento.</p>
        <p>Quando as alterações forem relevantes, avisaremos por e-mail ou por um aviso em destaque
        no site. O uso da plataforma depois da publicação da nova versão significa que você aceita os
        Termos atualizados.</p>
        <p>Os pedidos já feitos continuam regidos pelos Termos que estavam em vigor na data em que
        foram realizados.</p>
        <p>Também podemos modificar, suspender ou encerrar funcionalidades do site, produtos,
        categorias, zonas de entrega e promoções, respeitando os pedidos já confirmados.</p>`,
    },
    {
      title: 'Lei Aplicável e Foro',
      content: `
        <p>Estes Termos são regidos pelas leis do <strong>Estado da Geórgia, nos Estados
        Unidos</strong>, e pelas leis federais norte-americanas aplicáveis.</p>
        <p>Fica eleito o foro dos tribunais do condado da sede da {{brandName}} no Estado da Geórgia
        para resolver qualquer controvérsia decorrente destes Termos ou do uso da plataforma.</p>
        <p>Essa escolha de lei e de foro não afasta os direitos e as proteções que a legislação de
        defesa do consumidor aplicável garante a você e que não possam ser afastados por
        contrato.</p>
        <p>Antes de recorrer à Justiça, pedimos que você fale conosco pelos canais indicados na seção
        Contato: a maior parte das questões pode ser resolvida de forma rápida e amigável.</p>`,
    },
    {
      title: 'Contato',
      content: `
        <p>Em caso de dúvidas sobre estes Termos de Uso, sobre os seus pedidos ou para exercer
        qualquer um dos direitos aqui descritos, fale com a {{brandName}}:</p>
        <ul>
          <li><strong>E-mail:</strong> <a href="mailto:{{contactEmail}}">{{contactEmail}}</a></li>
          <li><strong>Telefone:</strong> {{contactPhone}}</li>
        </ul>
        <p>Você também pode falar conosco pelo botão de conversa no WhatsApp disponível no site.
        Responderemos o mais rápido possível.</p>`,
    },
  ],
};
