/**
 * The Compare tab: every algorithm on the same shot in lockstep, side by side or overlaid, with badges counting
 * what each did and marks where they part ways. The view-model is tested without a window.
 *
 * <p>Builds on ui.step (its court view), ui.session (the transport), ui.render and ui.tab.
 */
@NullMarked
package bouncelab.ui.compare;

import org.jspecify.annotations.NullMarked;
