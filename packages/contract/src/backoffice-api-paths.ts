/**
 * Operator-only paths added after the player bundle's budget was set (re-exported by api-paths.ts).
 * A module of their own: the entry chunk carries `API`, and whatever a back-office chunk imports
 * from the entry's modules would be bundled into the entry too.
 */
export const BACKOFFICE_API = {
  Backoffice: {
    /** Closes by hand a payout its provider cannot finish (paid or not, as the provider's own records say). */
    ChiudiPagamento: '/api/Backoffice/ChiudiPagamento',
    PlayerBlock: '/api/Backoffice/Players/:id/Block',
    PlayerUnblock: '/api/Backoffice/Players/:id/Unblock',
  },
  CMS: {
    AdminObjectDraft: '/api/CMS/Admin/Objects/:id/Draft',
    AdminObjectPublish: '/api/CMS/Admin/Objects/:id/Publish',
    AdminPreview: '/api/CMS/Admin/Preview',
  },
} as const;
