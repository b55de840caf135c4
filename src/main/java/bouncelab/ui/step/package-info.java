/**
 * The Step tab ({@code StepTab}), the heart of the window: the court view, the algorithm and rules bar, the timeline
 * of events, the working panel with its inspector, legend and overlay switches, and the shot editor, around the
 * shared {@code PlaybackModel} of ui.session.
 *
 * <p>Imports ui.session, ui.tab, ui.render, ui.common and the floors below ui. Imported by ui.window (which puts the
 * views together) and by the views that draw its court (ui.compare, ui.export): no more (ArchitectureTest).
 */
@NullMarked
package bouncelab.ui.step;

import org.jspecify.annotations.NullMarked;
