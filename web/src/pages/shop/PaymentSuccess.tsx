import { Button, Card, Container, Heading } from "@chakra-ui/react";
import { useNavigate } from "react-router";

export default function PaymentSuccess() {
  const navigate = useNavigate();
  return (
    <Container maxW="lg" py="16">
      <Card.Root>
        <Card.Body gap="6" alignItems="center">
          <Heading size="2xl">Payment is successfull!</Heading>
          <Button onClick={() => navigate("/shop/account")}>View Orders</Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
