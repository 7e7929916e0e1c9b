package org.kaylescourseware.site;

import java.nio.file.Path;
import java.time.Duration;

/** What a successful build published: how many pages and computed artifacts, and how long it took. */
public record BuildSummary(Path output, int pages, int artifacts, int games, Duration time) {

    /** One line for the console, e.g. {@code site/: 2 pages, 14 artifacts from 3 games in 5.1 s}. */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "%s: %d page%s, %d computed artifact%s from %d game%s, in %.1f s",
                output, pages, pages == 1 ? "" : "s", artifacts, artifacts == 1 ? "" : "s", games,
                games == 1 ? "" : "s", time.toMillis() / 1000.0);
    }
}
