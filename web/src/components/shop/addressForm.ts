export const MAX_ADDRESSES = 3;

export interface AddressFormValues {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

export const EMPTY_ADDRESS: AddressFormValues = { address: "", city: "", pincode: "", phone: "", notes: "" };

/** Every field must be non-blank after trimming (spec section 5). */
export function isAddressComplete(values: AddressFormValues): boolean {
  return Object.values(values).every((v) => v.trim() !== "");
}

export function trimAddress(values: AddressFormValues): AddressFormValues {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    pincode: values.pincode.trim(),
    phone: values.phone.trim(),
    notes: values.notes.trim(),
  };
}
