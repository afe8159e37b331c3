import { useDispatch } from 'react-redux';
import { useSelector } from '../lib/render';
import type { RootState } from './rootReducer';
import type { AppDispatch } from './store';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
