/**
 * The Speed sweep tab: the inputs, the chart of how many shots go through at each speed for each algorithm against
 * the analytic curve, the table of results and its exports.
 *
 * <p>Imports core.sweep, ui.render, ui.session and ui.tab.
 */
@NullMarked
package bouncelab.ui.sweep;

import org.jspecify.annotations.NullMarked;
