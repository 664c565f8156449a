/** The "İletişim ve yasal bilgiler" page: the seller behind the sales, and how to reach it. */
export const contactCopy = {
  title: 'İletişim ve yasal bilgiler',
  intro:
    'Squad’da token satan şirketin bilgileri. Soruların, şikâyetlerin ve cayma bildirimlerin için bu adreslerden bize ulaşabilirsin.',
  sellerHeading: 'Satıcı',
  fictional: 'Bu bilgiler örnektir: bu kurulum gerçek bir şirket adına satış yapmıyor.',
  loading: 'Bilgiler yükleniyor...',
  contractsHeading: 'Satış sözleşmeleri',
  contracts:
    'Her satın almadan önce Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi senin için doldurulup gösterilir. Kabul ettiğin metinler makbuz e-postanda ve Tokens sayfasındaki satın alma geçmişinde saklanır.',
  withdrawal: (days: number) =>
    `Hiç token harcamadığın bir paketi, ödemeden sonraki ${days} gün içinde gerekçe göstermeden iade edebilirsin.`,
} as const;
