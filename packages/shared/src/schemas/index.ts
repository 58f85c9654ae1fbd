/**
 * One schema per form of SPEC section 5 and per API payload of section 7:
 * - catalogue.ts: productFormSchema, categoryFormSchema, companyFormSchema, packFormSchema,
 *   categoryWriteSchema / companyWriteSchema (the API's bodies: the form plus the entity's other fields),
 *   offerFormSchema(regularPrice?) / offerSchema, offerPriceError, salesPeriodQuerySchema, idParamSchema
 * - image.ts: imageFileError (product and company images)
 * - auth.ts: loginSchema, registerSchema, forgotPasswordSchema, verifyCodeSchema, verifyEmailSchema,
 *   verifyUserSchema, resetPasswordFormSchema, changePasswordPageSchema, updatePasswordSchema
 * - account.ts: profilePasswordChangeSchema, profileUpdateSchema
 * - orders.ts: checkoutInfoSchema(subtotalCentimes), orderPayloadSchema, orderItemPayloadSchema,
 *   orderStatusUpdateSchema
 * - admin-email.ts: adminEmailSchema; favourites.ts: favouriteToggleSchema
 * - deliveries.ts: riderCreateSchema, riderUpdateSchema, runCreateSchema, runUpdateSchema,
 *   stopOutcomeSchema (stopOutcomeSchemaOn), cashDeclareSchema, cashCloseSchema
 * - errors.ts: zodErrorToFieldErrors, zodErrorToKeyMap, firstIssueKey
 * - params.ts: idParams, idsParams(...names), pathId (a route's path ids; a bad one is a 404)
 */
export * from './account';
export * from './admin-email';
export * from './auth';
export * from './catalogue';
export * from './deliveries';
export * from './couriers';
export * from './errors';
export * from './favourites';
export { EMAIL_PATTERN, hasAtMostTwoDecimals } from './fields';
export * from './image';
export * from './orders';
export * from './params';
export * from './lots';
export * from './settings';
export * from './admin-lists';
export * from './translations';
export * from './order-returns';
// Order edits (decision 260): orderEditSchema, orderEditLineSchema.
export * from './order-edits';
