import { createBrowserRouter } from 'react-router';
import { mountApp } from './app/mount-app';

mountApp(createBrowserRouter);
