/** The profile's "Your data" card: download and deletion requests (decision 047). */
export const privacy = {
  title: 'Seus dados',
  hint: 'Baixe tudo o que guardamos sobre você ou peça a exclusão da sua conta.',
  download: 'Baixar meus dados',
  downloading: 'Preparando o arquivo…',
  downloaded: 'Seus dados foram baixados (um arquivo JSON).',
  downloadError: 'Não foi possível baixar seus dados. Tente novamente.',
  fileName: 'meus-dados-{{date}}.json',
  delete: 'Excluir minha conta',
  confirmTitle: 'Excluir a sua conta?',
  confirmBody:
    'Vamos anonimizar a sua conta em até 15 dias úteis: seu nome, e-mail, telefone e endereços são removidos e você não poderá mais entrar. Seus pedidos ficam guardados por 5 anos sem os seus dados pessoais, como diz a política de privacidade.',
  confirmYes: 'Sim, excluir minha conta',
  requested: 'Pedido recebido. Responderemos em até 15 dias úteis.',
  requestError: 'Não foi possível enviar o seu pedido. Tente novamente.',
  open: 'Seu pedido de exclusão está em andamento. Vamos atendê-lo até {{date}}.',
};
