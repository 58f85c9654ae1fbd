/**
 * English texts of the shared message keys. Where the specification quotes a text, it is copied
 * word for word. The reset-password and change-password page keys are Arabic in every language:
 * the specification says those pages speak Arabic.
 */
export const en = {
  // ------------------------------------------------------------ generic
  'validation.invalidPayload': 'The given data was invalid.',
  'validation.invalidValue': 'Invalid value',
  'validation.required': 'This field is required',
  'validation.textTooLong': 'This text is too long',
  'validation.idInvalid': 'Invalid identifier',
  'validation.periodInvalid': 'Invalid period',
  'validation.priceDecimals': 'Price can have at most 2 decimals',

  // ------------------------------------------------------------ accounts
  'validation.email.required': 'Email is required',
  'validation.email.invalid': 'Invalid email address',
  'validation.email.gmail': 'Email must be a valid Gmail address',
  'validation.password.required': 'Password is required',
  'validation.password.min': 'Password must be at least 6 characters',
  'validation.password.mismatch': 'Passwords do not match',
  'validation.password.currentRequired': 'Current password is required',
  'validation.password.newRequired': 'New password is required',
  'validation.password.confirmRequired': 'Please confirm your new password',
  'validation.password.tooLong': 'Password cannot exceed 128 characters',
  'validation.fullName.required': 'Full name is required',
  'validation.fullName.max': 'Full name cannot exceed 100 characters',
  'validation.city.required': 'City is required',
  'validation.city.max': 'City cannot exceed 100 characters',

  'validation.verify.codeIncomplete': 'Please enter the full verification code',
  'validation.verify.noUser': 'No user found for verification.',
  'validation.verify.noId': 'No user_id or pending_user_id found',
  'validation.verify.pasteInvalid': 'Please paste exactly 6 digits',

  'validation.resetPassword.fillAllFields': 'يرجى ملء جميع الحقول',
  'validation.resetPassword.min': 'يجب أن تتكون كلمة المرور الجديدة من 8 أحرف على الأقل',
  'validation.resetPassword.mismatch': 'كلمتا المرور غير متطابقتين',
  'validation.resetPassword.hint': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  'validation.resetPassword.updateFailed': 'فشل تحديث كلمة المرور',
  'validation.resetPassword.success': 'تم تحديث كلمة المرور بنجاح',

  // ------------------------------------------------------------ catalogue
  'validation.product.nameRequired': 'Product name is required',
  'validation.product.nameMin': 'Product name must be at least 2 characters',
  'validation.product.nameMax': 'Product name cannot exceed 100 characters',
  'validation.product.descriptionRequired': 'Description is required',
  'validation.product.descriptionMax': 'Description cannot exceed 500 characters',
  'validation.product.priceRequired': 'Price is required',
  'validation.product.priceInvalid': 'Price must be a number',
  'validation.product.pricePositive': 'Price must be greater than 0',
  'validation.product.priceMax': 'Price cannot exceed 10,000',
  'validation.product.categoryRequired': 'Category is required',
  'validation.product.companyRequired': 'Company is required',
  'validation.product.stockRequired': 'Stock is required',
  'validation.product.stockInteger': 'Stock must be a whole number',
  'validation.product.stockMin': 'Stock cannot be negative',
  'validation.product.stockMax': 'Stock cannot exceed 10,000',

  'validation.image.required': 'Image is required',
  'validation.image.notImage': 'Please select an image file',
  'validation.image.format': 'Only JPG, PNG and GIF images are allowed',
  'validation.image.tooLarge': 'Image must be 5 MB or smaller',

  'validation.category.nameRequired': 'Category name is required',
  'validation.category.nameMin': 'Category name must be at least 2 characters',
  'validation.category.nameMax': 'Category name cannot exceed 100 characters',

  'validation.company.nameRequired': 'Company name is required',
  'validation.company.nameMin': 'Company name must be at least 2 characters',
  'validation.company.nameMax': 'Company name must be less than 100 characters',

  'validation.pack.nameRequired': 'Pack name is required',
  'validation.pack.nameMin': 'Pack name must be at least 2 characters',
  'validation.pack.nameMax': 'Pack name cannot exceed 100 characters',
  'validation.pack.descriptionRequired': 'Description is required',
  'validation.pack.descriptionMax': 'Description cannot exceed 500 characters',
  'validation.pack.priceRequired': 'Price is required',
  'validation.pack.pricePositive': 'Price must be a positive number',
  'validation.pack.priceMax': 'Price cannot exceed 10,000',
  'validation.pack.productsRequired': 'Please select at least one product',
  'validation.pack.productInvalid': 'Invalid product selected',

  'validation.offer.requiredFields': 'Please fill all required fields',
  'validation.offer.dateInvalid': 'Please enter a valid date',
  'validation.offer.endBeforeStart': 'End date must be after or equal to start date',
  'validation.offer.pricePositive': 'Offer price must be greater than 0',
  'validation.offer.priceAboveOriginal': 'Offer price must be less than original price',
  'validation.offer.priceMax': 'Offer price cannot exceed 10,000',

  // ------------------------------------------------------------ orders and checkout
  'validation.checkout.nameRequired': 'Name is required',
  'validation.checkout.nameMin': 'Name must be at least 2 characters',
  'validation.checkout.nameMax': 'Name cannot exceed 100 characters',
  'validation.checkout.phoneRequired': 'Phone number is required',
  'validation.checkout.phoneInvalid':
    'Please enter a valid mobile number (10 digits starting with 05, 06 or 07)',
  'validation.checkout.cityRequired': 'City is required',
  'validation.checkout.addressRequired': 'Address is required',
  'validation.checkout.addressMax': 'Address cannot exceed 255 characters',
  'validation.checkout.deliveryAreaRequired': 'Please select a delivery area',
  'validation.checkout.deliveryAreaInvalid': 'Please select a valid delivery area',

  'validation.order.itemsRequired': 'Your order must contain at least one item',
  'validation.order.targetInvalid': "Item type must be 'product' or 'pack'",
  'validation.order.itemInvalid': 'Invalid item',
  'validation.order.quantityInvalid': 'Quantity must be a whole number of at least 1',
  'validation.order.quantityMax': 'Quantity cannot exceed 10,000',
  'validation.order.priceInvalid': 'Invalid price',
  'validation.order.statusInvalid': 'Status must be one of: pending, delivered, returned, cancelled',

  // ------------------------------------------------------------ admin e-mail and favourites
  'validation.adminEmail.recipientRequired': 'Recipient is required',
  'validation.adminEmail.recipientInvalid': 'Invalid email address',
  'validation.adminEmail.subjectRequired': 'Subject is required',
  'validation.adminEmail.messageRequired': 'Message is required',

  'validation.favourite.typeInvalid': "Type must be 'product' or 'pack'",
  'validation.favourite.idInvalid': 'Invalid item',

  // ------------------------------------------------------------ error catalogue (SPEC section 8)
  'errors.generic': 'Something went wrong. Please try again.',
  'errors.network': 'Network error. Please check your connection and try again.',
  'errors.validation': 'The given data was invalid.',
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': 'This action is unauthorized.',
  'errors.notFound': 'Not found.',
  'errors.csrf': 'CSRF token mismatch.',
  'errors.tooManyRequests': 'Too many requests. Please try again later.',
  'errors.payloadTooLarge': 'The uploaded file is too large.',
  'errors.invalidCredentials': 'These credentials do not match our records.',
  'errors.emailTaken': 'This email is already registered.',
  'errors.codeInvalid': 'The verification code is invalid or has expired.',
  'errors.resetNotAllowed': 'Please verify your code before changing your password.',
  'errors.currentPasswordWrong': 'The current password is incorrect.',
  'errors.loginFailed': 'Login failed. Please try again.',
  'errors.registrationFailed': 'Registration failed. Please try again.',
  'errors.forgotFailed': 'Failed to send reset instructions',
  'errors.verificationFailed': 'Verification failed.',
  'notices.passwordUpdated': 'Password updated successfully !',
  'errors.orderFailedDefault': 'Failed to create order',
  'notices.orderPlaced': 'Your order has been placed successfully!',
  'errors.priceChanged': 'Some prices have changed. Please review your cart.',
  'errors.outOfStock': 'Not enough stock for {{name}}.',
  'errors.itemNotFound': 'An item in your order is no longer available.',
  'errors.offerCreateFailed': 'Failed to create offer. Please check your inputs.',
  'errors.offerRemoveFailed': 'Failed to remove offer.',
  'errors.favouritesLogin': 'Please log in to manage favorites.',
  'errors.loginRequired': 'Please log in to access this section',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
