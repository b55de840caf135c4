/**
 * Image files: the app writes a looping animated GIF of a run's frames (ImageIO); a picture's size is read from
 * its header before it is decoded (PictureHeader). Plain Java.
 *
 * <p>Imports nothing of Bounce Lab.
 */
@NullMarked
package bouncelab.io.image;

import org.jspecify.annotations.NullMarked;
