import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { updateProfileFieldsSchema } from '@ops/contracts';
import type { Profile } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useFlash } from '@/shared/ui/use-flash';
import { useUpdateProfileMutation } from '../api/profile-api';
import { PROFILE_FORM_TEXTS, PROFILE_TEXTS } from '../lib/profile-texts';
import { ImagePicker } from './image-picker';
import { PhoneField } from './phone-field';

const fieldsOf = (p: Profile) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  organization: p.organization,
  phone_number_ext: p.phone_number_ext,
  phone_number: p.phone_number,
  whatsapp_number_ext: p.whatsapp_number_ext,
  whatsapp_number: p.whatsapp_number,
});

export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [image, setImage] = useState<File | null>(null);
  const [saved, flashSaved] = useFlash(1000);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(updateProfileFieldsSchema), defaultValues: fieldsOf(profile) });

  const onSubmit = handleSubmit(async (values) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    if (image) form.append('image', image);
    const result = await updateProfile({ id: profile.id, form });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message);
    reset(fieldsOf(result.data.data));
    setImage(null);
    flashSaved();
    await navigate('/profile');
  });

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label={PROFILE_TEXTS.profileTab}>
      <ImagePicker currentImage={profile.image} file={image} onFileChange={setImage} />
      <div className="profile-form__grid">
        <TextField
          label={PROFILE_FORM_TEXTS.firstName}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={PROFILE_FORM_TEXTS.lastName}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={PROFILE_FORM_TEXTS.email}
          name="email"
          type="email"
          value={profile.email}
          readOnly
        />
        <TextField
          label={PROFILE_FORM_TEXTS.organisation}
          autoComplete="organization"
          error={errors.organization?.message}
          {...register('organization')}
        />
        <PhoneField
          label={PROFILE_FORM_TEXTS.phone}
          codeName="phone_number_ext"
          numberName="phone_number"
          control={control}
          numberInput={register('phone_number')}
          codeError={errors.phone_number_ext?.message}
          numberError={errors.phone_number?.message}
        />
        <PhoneField
          label={PROFILE_FORM_TEXTS.whatsApp}
          codeName="whatsapp_number_ext"
          numberName="whatsapp_number"
          control={control}
          numberInput={register('whatsapp_number')}
          codeError={errors.whatsapp_number_ext?.message}
          numberError={errors.whatsapp_number?.message}
        />
      </div>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={() => void navigate('/deliver')}>
          {PROFILE_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={isLoading || isSubmitting}>
          {saved ? PROFILE_TEXTS.saved : PROFILE_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
