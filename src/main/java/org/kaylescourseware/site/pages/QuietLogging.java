package org.kaylescourseware.site.pages;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Silences the libraries that log through java.util.logging: OrientDB (inside JBake) announces
 * its memory settings on every start, and FreeMarker logs every template error before JBake
 * reports it again. Their problems reach the build through JBake's error list; the console shows
 * the build's own summary. (Logback, configured in logback.xml, handles the SLF4J side.)
 */
final class QuietLogging {

    /** Held here: java.util.logging keeps only weak references, and a collected logger forgets its level. */
    private static final List<Logger> SILENCED = List.of(Logger.getLogger("com.orientechnologies"),
            Logger.getLogger("freemarker"));

    private QuietLogging() {
    }

    static void apply() {
        for (Logger logger : SILENCED) {
            logger.setLevel(Level.OFF);
        }
    }
}
