// What the route table composes: the Login & Security page, which takes the wallets feature's PIN panel as a slot.
export { LoginSecurityPage } from './routes/login-security.tsx';
