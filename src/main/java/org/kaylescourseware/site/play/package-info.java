/**
 * What the interactive board of a lesson plays from: a {@link org.kaylescourseware.site.play.PlayTable}
 * of an octal game's Grundy values and certified period, and its JSON text, which pages embed
 * inline (for {@code file://}) and the build also writes next to the page.
 */
package org.kaylescourseware.site.play;
