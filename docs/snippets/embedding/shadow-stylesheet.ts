import { setShadowStylesheet } from 'gatehouse-auth/elements';
setShadowStylesheet('/assets/gatehouse.css');
