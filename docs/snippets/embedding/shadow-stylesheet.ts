import { setShadowStylesheet } from 'gatehouse/elements';
setShadowStylesheet('/assets/gatehouse.css');
