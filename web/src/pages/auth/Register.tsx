import { Link as ChakraLink } from "@chakra-ui/react";
import { Link, useLocation, useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { AuthForm } from "./AuthForm";
import { RegisterMutation } from "./documents";
import { WithApollo } from "../../apollo/WithApollo";
import { SAME_FOR_EVERY_VISITOR_SECONDS, useSharedCache } from "../../ssr/response";

/** With Apollo Client, which this page's data needs (the sign-in page loads without it). */
export default function Register() {
  // The same page for every visitor who is not signed in.
  useSharedCache(SAME_FOR_EVERY_VISITOR_SECONDS);
  return (
    <WithApollo>
      <RegisterContent />
    </WithApollo>
  );
}

function RegisterContent() {
  const navigate = useNavigate();
  // Kept for the sign-in that follows: it returns the visitor to the page they came from.
  const { search } = useLocation();
  const [register, { loading }] = useMutation(RegisterMutation);

  const fail = (description: string) => toaster.create({ title: "Registration Failed", description, type: "error" });

  const submit = async (values: { userName: string; email: string; password: string }) => {
    try {
      const { data } = await register({
        variables: { input: { userName: values.userName.trim(), email: values.email.trim(), password: values.password } },
      });
      if (!data?.register.success) return fail(data?.register.message || "Something went wrong");
      // Registration never signs the user in (SPEC section 4).
      toaster.create({ title: "Success", description: "You Have Registered Successfully !", type: "success" });
      navigate(`/auth/login${search}`);
    } catch (error) {
      fail(errorMessage(error, "Something went wrong"));
    }
  };

  return (
    <AuthForm
      title="Create new account"
      subtitle={
        <>
          Already have an account?{" "}
          <ChakraLink asChild fontWeight="medium">
            <Link to={`/auth/login${search}`}>Login</Link>
          </ChakraLink>
        </>
      }
      fields={[
        { name: "userName", label: "User Name", placeholder: "Enter your user name", autoComplete: "username" },
        { name: "email", label: "Email", type: "email", placeholder: "Enter your email", autoComplete: "email" },
        { name: "password", label: "Password", type: "password", placeholder: "Enter your password", autoComplete: "new-password" },
      ]}
      onSubmit={submit}
      submitLabel="Sign Up"
      submitting={loading}
    />
  );
}
