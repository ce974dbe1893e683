// The async boundary lets the federation share scope start before React loads.
import('./bootstrap');
