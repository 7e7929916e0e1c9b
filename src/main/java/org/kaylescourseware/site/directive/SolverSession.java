package org.kaylescourseware.site.directive;

import java.util.HashMap;
import java.util.Map;
import java.util.Timer;
import java.util.TimerTask;
import java.util.function.Consumer;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.worksheet.ExerciseBook;

/**
 * The computations of one build. Each game's single-heap values are computed once, up to the
 * {@code compute-to} of its rule file, and shared by every directive that asks; the cache is this
 * object, which lives as long as the build.
 */
public final class SolverSession {

    private static final long SLOW_MILLIS = 1000;

    private final GameCatalog catalog;
    private final Consumer<String> progress;
    private final Edition edition;
    private final Map<String, GrundySequence> sequences = new HashMap<>();
    private final ExerciseBook exerciseBook = new ExerciseBook();
    private int artifacts;

    /** @param progress receives a line for each computation that takes a noticeable time */
    public SolverSession(GameCatalog catalog, Consumer<String> progress) {
        this(catalog, progress, Edition.STUDENT);
    }

    /** A session baking {@code edition}: the directives that differ by edition ask {@link #edition()}. */
    public SolverSession(GameCatalog catalog, Consumer<String> progress, Edition edition) {
        this.catalog = catalog;
        this.progress = progress;
        this.edition = edition;
    }

    public Edition edition() {
        return edition;
    }

    /** The exercise sections drawn so far in this build, by lesson file. */
    public ExerciseBook exerciseBook() {
        return exerciseBook;
    }

    public GameCatalog catalog() {
        return catalog;
    }

    /** g(0..compute-to) of {@code game}. */
    public GrundySequence sequence(GameDefinition game) {
        return sequences.computeIfAbsent(game.id(), id -> compute(game));
    }

    /** g(0..to) of {@code game}; {@code to} beyond the rule file's bound is an error there. */
    public GrundySequence sequence(GameDefinition game, int to, DirectiveArguments arguments, String argument) {
        if (to > game.computeTo()) {
            throw arguments.fail(argument, to + " is beyond compute-to " + game.computeTo() + " of " + game.id()
                    + " (raise it in " + game.source() + ")");
        }
        return sequence(game);
    }

    /**
     * Computes g(0..compute-to). A computation still running after a second is announced, and
     * its time reported when it ends; quick ones pass silently.
     */
    private GrundySequence compute(GameDefinition game) {
        long start = System.nanoTime();
        String what = game.name() + " (" + game.rule().code() + "), g(0.." + game.computeTo() + ")";
        Timer notice = new Timer("progress", true);
        notice.schedule(new TimerTask() {
            @Override
            public void run() {
                progress.accept("computing " + what + " ...");
            }
        }, SLOW_MILLIS);
        try {
            GrundySequence sequence = GrundySequence.compute(game.rule(), game.computeTo());
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (millis >= SLOW_MILLIS) {
                progress.accept("computed " + what + " in " + millis + " ms");
            }
            return sequence;
        } catch (IllegalArgumentException e) {
            throw new SourceException(game.source(), "cannot compute " + game.id() + ": " + e.getMessage(), e);
        } finally {
            notice.cancel();
        }
    }

    /** Counts one rendered artifact, for the build summary. */
    void countArtifact() {
        artifacts++;
    }

    public int artifacts() {
        return artifacts;
    }
}
