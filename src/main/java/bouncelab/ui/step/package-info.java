/**
 * The stepping view, the heart of the window: the court view, the transport (step, back, passes inside a frame,
 * play), the timeline of events, the working panel with its inspector, legend and overlay switches, and the shot
 * editor. {@code PlaybackModel} is its view-model, tested without a window.
 *
 * <p>Imports ui.session, ui.render and the floors below ui.
 */
package bouncelab.ui.step;

import bouncelab.ui.session.PlaybackModel;
