package org.kaylescourseware.site.directive;

import java.util.HashMap;
import java.util.Map;
import java.util.Timer;
import java.util.TimerTask;
import java.util.function.Consumer;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.misere.NimEquivalenceVerification;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;

/**
 * The computations of one build. Each game's single-heap values are computed once, up to the
 * {@code compute-to} of its rule file, and shared by every directive that asks; the cache is this
 * object, which lives as long as the build.
 */
public final class SolverSession {

    private static final long SLOW_MILLIS = 1000;

    private final GameCatalog catalog;
    private final Consumer<String> progress;
    private final Map<String, GrundySequence> sequences = new HashMap<>();
    private int artifacts;
    private final Map<Integer, NimEquivalenceVerification> nimVerifications = new HashMap<>();
    private final MisereNimPlay misereNimPlay = new MisereNimPlay();

    /** @param progress receives a line for each computation that takes a noticeable time */
    public SolverSession(GameCatalog catalog, Consumer<String> progress) {
        this.catalog = catalog;
        this.progress = progress;
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

    /**
     * The misère Nim paper's checks over the Nim positions of total size ≤ {@code bound}, computed
     * once per build and shared by the directives and facts that ask (its memos make them cheap).
     */
    public NimEquivalenceVerification nimVerification(int bound) {
        return nimVerifications.computeIfAbsent(bound, NimEquivalenceVerification::new);
    }

    /** Misère Nim positions played out on their game trees, shared by the build. */
    MisereNimPlay misereNimPlay() {
        return misereNimPlay;
    }

    /** Counts one rendered artifact, for the build summary. */
    void countArtifact() {
        artifacts++;
    }

    public int artifacts() {
        return artifacts;
    }
}
