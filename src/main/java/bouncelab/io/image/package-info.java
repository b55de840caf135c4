/**
 * Image files the app writes beyond single PNGs: a looping animated GIF of a run's frames. Plain Java (ImageIO).
 *
 * <p>Imports nothing of Bounce Lab.
 */
package bouncelab.io.image;
