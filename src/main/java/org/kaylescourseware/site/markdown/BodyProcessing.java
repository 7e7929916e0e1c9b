package org.kaylescourseware.site.markdown;

import java.util.List;
import java.util.function.Consumer;
import org.kaylescourseware.site.book.PageContents;
import org.kaylescourseware.site.cache.LastBuild;

/**
 * What is done to a page's body once its Markdown is rendered: the last touches ({@link PagePostProcessor}) and the
 * contents read from it for the search index and the knowls ({@link PageContentsReader}). Both read the HTML tree
 * of the body and nothing else, so what they gave is kept from one build of a builder to its next: a body rendered
 * as at the last build (every page but the one edited, in {@code serve}) is not parsed again.
 */
public final class BodyProcessing {

    /** A body finished, and its contents. */
    record Processed(PagePostProcessor.ProcessedBody body, PageContents contents) {
    }

    private final LastBuild<List<String>, Processed> kept = new LastBuild<>();
    private final Consumer<String> finished;

    /** @param finished receives each body finished anew (not one kept from the last build), e.g. to typeset its formulas ahead */
    public BodyProcessing(Consumer<String> finished) {
        this.finished = finished;
    }

    /** Forgets what the last build did not ask, as {@link LastBuild#startBuild()}. */
    public void startBuild() {
        kept.startBuild();
    }

    /** The finished body of {@code html}, and its contents read with the page's {@code uri}, {@code title}, {@code kind} and {@code summary}. */
    Processed process(String html, String uri, String title, String kind, String summary) {
        return kept.apply(List.of(html, uri, title, kind, summary), key -> {
            PagePostProcessor.ProcessedBody body = PagePostProcessor.process(html);
            finished.accept(body.html());
            return new Processed(body, PageContentsReader.read(body.html(), uri, title, kind, summary));
        });
    }
}
