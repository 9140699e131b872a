// Turns for work that runs side by side on both n8n versions: `shared` turns run together; an
// `alone` turn (a check that times n8n's answers, e.g. CometChat's 2 s) waits until no shared
// turn runs, and no shared turn starts while it runs or waits. Each process makes its own.

export function createTurns() {
	const state = { shared: 0, alone: false, aloneWaiting: 0, wake: [] };
	/** Resolves once the turn may begin, with the function that ends it. */
	return async function takeTurn(alone) {
		if (alone) state.aloneWaiting++;
		while (state.alone || (alone ? state.shared > 0 : state.aloneWaiting > 0)) await new Promise((resolve) => state.wake.push(resolve));
		if (alone) {
			state.aloneWaiting--;
			state.alone = true;
		} else state.shared++;
		return () => {
			if (alone) state.alone = false;
			else state.shared--;
			for (const resolve of state.wake.splice(0)) resolve();
		};
	};
}
