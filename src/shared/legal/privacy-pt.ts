import type { LegalDocument } from './types';

// Source text with {{brandName}}, {{contactEmail}} and {{contactPhone}} placeholders; read it through
// getLegalDocument() (documents.ts), which fills them from site settings.
export const privacyPt: LegalDocument = {
  title: 'Política de Privacidade',
  lastUpdated: 'Janeiro de 2025',
  content: [
    {
      title: 'Informações Gerais',
      content: `
        <p>A <strong>{{brandName}}</strong>, açougue e mercado brasileiro premium fundado em 2017 e
        sediado no Estado da Geórgia, nos Estados Unidos, respeita a sua privacidade. Esta Política
        de Privacidade explica quais dados pessoais coletamos, por que os coletamos, com quem os
        compartilhamos, por quanto tempo os guardamos e como você pode exercer os seus direitos.</p>
        <p>Ela se aplica ao nosso site e à loja on-line, à sua conta, aos pedidos com entrega ou
        retirada na loja e às mensagens que enviamos por e-mail e por WhatsApp. A {{brandName}} é a
        responsável pelas decisões sobre o tratamento dos seus dados pessoais.</p>
        <p>Tratamos os dados pessoais de acordo com as leis de privacidade e de proteção ao
        consumidor aplicáveis nos Estados Unidos e, quando aplicável, com a Lei Geral de Proteção de
        Dados do Brasil (LGPD, Lei nº 13.709/2018).</p>
        <p>Esta Política complementa os nossos <strong>Termos de Uso</strong>. Ao usar a plataforma,
        você declara que leu e entendeu este documento.</p>`,
    },
    {
      title: 'Dados Coletados',
      content: `
        <p>Coletamos apenas os dados necessários para oferecer os nossos serviços. Dependendo de como
        você usa a plataforma, podemos tratar os seguintes dados:</p>
        <h3>Dados de identificação e contato</h3>
        <ul>
          <li><strong>Nome completo</strong>;</li>
          <li><strong>CPF</strong>, quando informado por você;</li>
          <li><strong>Data de nascimento</strong>, usada também para confirmar a maioridade;</li>
          <li><strong>Telefone</strong>, inclusive para mensagens por WhatsApp;</li>
          <li><strong>E-mail</strong>.</li>
        </ul>
        <h3>Dados de entrega</h3>
        <ul>
          <li><strong>Endereço de entrega</strong>;</li>
          <li><strong>CEP</strong> (código postal ou ZIP code), que define a zona de entrega;</li>
          <li><strong>Referências de localização</strong> que ajudam o entregador a encontrar o
          endereço.</li>
        </ul>
        <h3>Dados de navegação</h3>
        <ul>
          <li><strong>Endereço IP</strong>;</li>
          <li><strong>Cookies</strong> e tecnologias semelhantes;</li>
          <li><strong>Histórico de navegação</strong> no site, como páginas e produtos visitados;</li>
          <li><strong>Preferências de produtos</strong>, como cortes e categorias de interesse.</li>
        </ul>
        <h3>Dados de compras</h3>
        <ul>
          <li><strong>Informações de pagamento</strong>, tratadas por processadores de pagamento
          terceirizados. Não armazenamos números completos de cartão;</li>
          <li><strong>Histórico de compras</strong>, com os pedidos, itens, valores e cupons
          usados.</li>
        </ul>
        <p>A sua senha é guardada apenas em formato criptografado (hash) e nunca fica visível para a
        nossa equipe.</p>`,
    },
    {
      title: 'Finalidades do Tratamento',
      content: `
        <p>Usamos os seus dados pessoais para:</p>
        <ul>
          <li>criar e administrar a sua conta e permitir o seu acesso com segurança;</li>
          <li>processar os seus pedidos, confirmar pagamentos, preparar os produtos conforme as suas
          observações e organizar a entrega ou a retirada na janela escolhida;</li>
          <li>verificar se o seu endereço está em uma zona de entrega atendida, com base no CEP;</li>
          <li>enviar mensagens sobre a sua conta e os seus pedidos, como a mensagem de boas-vindas e
          as atualizações de status, por e-mail ou WhatsApp;</li>
          <li>enviar ofertas, novidades e cupons de desconto, somente com o seu consentimento;</li>
          <li>responder às suas dúvidas, solicitações e reclamações;</li>
          <li>melhorar o site, os produtos e a sua experiência, por exemplo sugerindo produtos de
          acordo com as suas preferências;</li>
          <li>prevenir fraudes, abusos e acessos não autorizados e proteger a segurança da
          plataforma;</li>
          <li>cumprir obrigações legais, fiscais e contábeis e exercer direitos em processos
          administrativos ou judiciais.</li>
        </ul>
        <h3>Bases para o tratamento</h3>
        <p>Tratamos os seus dados com base na execução do contrato de compra e dos Termos de Uso, no
        cumprimento de obrigações legais, no nosso interesse legítimo em manter a plataforma segura e
        melhorar os serviços e, para comunicações de marketing, no seu consentimento, que é opcional
        e pode ser retirado a qualquer momento.</p>`,
    },
    {
      title: 'Compartilhamento de Dados',
      content: `
        <p><strong>A {{brandName}} não vende nem aluga os seus dados pessoais.</strong> Compartilhamos
        dados apenas quando necessário para as finalidades desta Política, com:</p>
        <ul>
          <li><strong>processadores de pagamento</strong>, para processar e confirmar pagamentos;</li>
          <li><strong>equipe e parceiros de entrega</strong>, que recebem somente o necessário para
          entregar o pedido (nome, telefone, endereço de entrega, CEP e referências de
          localização);</li>
          <li><strong>provedores de mensagens</strong>, como os serviços de envio de e-mail e de
          WhatsApp, para enviar as comunicações sobre a sua conta e os seus pedidos;</li>
          <li><strong>provedores de hospedagem e infraestrutura</strong>, que armazenam e processam
          dados em nosso nome;</li>
          <li><strong>autoridades públicas</strong>, quando exigido por lei, ordem judicial ou
          requisição legítima, ou para proteger os nossos direitos e os de terceiros.</li>
        </ul>
        <p>Os prestadores de serviço só podem usar os dados para executar os serviços contratados,
        devem mantê-los em sigilo e adotar medidas de segurança adequadas.</p>
        <p>Em caso de fusão, aquisição ou venda do negócio, os dados poderão ser transferidos ao
        sucessor, que ficará obrigado a respeitar esta Política.</p>
        <p>Os nossos serviços são operados nos Estados Unidos. Se você acessar a plataforma de outro
        país, como o Brasil, os seus dados serão transferidos e tratados nos Estados Unidos, com as
        proteções descritas nesta Política.</p>`,
    },
    {
      title: 'Armazenamento e Segurança',
      content: `
        <p>Os dados ficam armazenados em servidores de provedores de infraestrutura contratados pela
        {{brandName}}. Adotamos medidas técnicas e organizacionais para protegê-los contra acesso não
        autorizado, perda, alteração e divulgação indevida, entre elas:</p>
        <ul>
          <li>conexão criptografada (HTTPS) entre o seu navegador e o site;</li>
          <li>senhas guardadas apenas em formato criptografado (hash);</li>
          <li>acesso aos dados restrito aos membros da equipe que precisam deles, de acordo com a
          função de cada um;</li>
          <li>limites de tentativas de acesso e monitoramento contra abusos;</li>
          <li>registros de atividade e cópias de segurança.</li>
        </ul>
        <h3>Prazos de retenção</h3>
        <p>Guardamos os dados somente pelo tempo necessário para as finalidades informadas ou pelo
        prazo exigido por lei:</p>
        <ul>
          <li><strong>dados de compras</strong>: 5 anos após a compra, para fins fiscais, contábeis e
          de defesa de direitos;</li>
          <li><strong>dados de navegação</strong>: 12 meses;</li>
          <li><strong>dados cadastrais</strong>: enquanto a sua conta estiver ativa;</li>
          <li><strong>dados de marketing</strong>: até a retirada do seu consentimento.</li>
        </ul>
        <p>Ao fim desses prazos, os dados são excluídos ou anonimizados. Nenhum sistema é totalmente
        seguro; por isso, use uma senha forte e exclusiva e não a compartilhe. Se ocorrer um
        incidente de segurança que possa afetar você, avisaremos você e as autoridades competentes,
        conforme exigido por lei.</p>`,
    },
    {
      title: 'Seus Direitos de Privacidade',
      content: `
        <p>Você pode, a qualquer momento e sem custo:</p>
        <ul>
          <li>confirmar se tratamos os seus dados e acessar os dados que temos sobre você;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir a exclusão dos seus dados e o encerramento da sua conta;</li>
          <li>pedir a portabilidade dos seus dados em formato estruturado;</li>
          <li>saber com quem compartilhamos os seus dados;</li>
          <li>retirar o seu consentimento e deixar de receber mensagens de marketing;</li>
          <li>opor-se a tratamentos que considere irregulares.</li>
        </ul>
        <p>Para exercer os seus direitos, envie um e-mail para
        <a href="mailto:{{contactEmail}}">{{contactEmail}}</a>. Para proteger a sua conta, poderemos
        pedir informações que confirmem a sua identidade antes de atender à solicitação.
        <strong>Respondemos às solicitações em até 15 dias úteis.</strong></p>
        <p>Alguns dados podem ser mantidos mesmo após um pedido de exclusão quando a lei exigir, como
        os dados de compras, guardados por 5 anos. Você não será discriminado por exercer os seus
        direitos. Se não ficar satisfeito com a nossa resposta, pode recorrer à autoridade de
        proteção de dados ou de defesa do consumidor competente.</p>`,
    },
    {
      title: 'Cookies',
      content: `
        <p>Cookies são pequenos arquivos guardados no seu navegador que permitem ao site lembrar
        informações entre uma visita e outra. Usamos cookies e tecnologias semelhantes para:</p>
        <ul>
          <li><strong>funcionamento essencial</strong>: manter você conectado à sua conta, guardar o
          seu carrinho de compras e proteger o site contra acessos indevidos;</li>
          <li><strong>preferências</strong>: lembrar, por exemplo, o idioma escolhido;</li>
          <li><strong>desempenho e estatísticas</strong>: entender de forma agregada como o site é
          usado, para melhorá-lo.</li>
        </ul>
        <p>Você pode bloquear ou apagar cookies nas configurações do seu navegador. Se bloquear os
        cookies essenciais, algumas funções, como o login e o carrinho, podem deixar de
        funcionar.</p>
        <p>Os dados de navegação obtidos por cookies são guardados por até 12 meses.</p>`,
    },
    {
      title: 'Menores de Idade',
      content: `
        <p>A plataforma não se destina a menores de 18 anos. É necessário ter <strong>18 anos ou
        mais</strong> para criar uma conta e fazer compras.</p>
        <p>Não coletamos intencionalmente dados pessoais de menores de 18 anos. Se soubermos que
        coletamos dados de um menor, excluiremos esses dados e encerraremos a conta
        correspondente.</p>
        <p>Se você é pai, mãe ou responsável e acredita que um menor nos forneceu dados pessoais,
        fale conosco pelos canais indicados na seção Contato.</p>`,
    },
    {
      title: 'Alterações',
      content: `
        <p>Esta Política de Privacidade pode ser atualizada para refletir mudanças nos nossos
        serviços, nos prestadores que utilizamos ou na legislação. A data da última atualização
        aparece no início do documento.</p>
        <p>Quando as alterações forem relevantes, avisaremos por e-mail ou por um aviso em destaque
        no site e, quando a lei exigir, pediremos de novo o seu consentimento.</p>
        <p>Recomendamos que você consulte esta Política periodicamente.</p>`,
    },
    {
      title: 'Contato',
      content: `
        <p>Para dúvidas sobre esta Política de Privacidade ou sobre o tratamento dos seus dados, ou
        para exercer os seus direitos de privacidade, fale com a {{brandName}}:</p>
        <ul>
          <li><strong>E-mail:</strong> <a href="mailto:{{contactEmail}}">{{contactEmail}}</a></li>
          <li><strong>Telefone:</strong> {{contactPhone}}</li>
        </ul>
        <p>Para agilizar o atendimento, escreva "Privacidade" no assunto do e-mail. Respondemos às
        solicitações em até 15 dias úteis.</p>`,
    },
  ],
};
