package org.kaylescourseware.site.directive;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.ConventionContrast;
import org.kaylescourseware.partizan.Erratum;
import org.kaylescourseware.partizan.InvertibilityFacts;
import org.kaylescourseware.partizan.MilleyStudy;
import org.kaylescourseware.partizan.MisereMonoid;
import org.kaylescourseware.partizan.ModularComparison;
import org.kaylescourseware.partizan.OutcomeChart;
import org.kaylescourseware.partizan.PartizanKaylesAnalysis;
import org.kaylescourseware.partizan.ReductionProof;
import org.kaylescourseware.partizan.StrategyGame;
import org.kaylescourseware.partizan.TheoremCheck;

/**
 * The partizan Kayles study (Milley 2015) of each set of bounds, computed once and shared by every
 * partizan directive and fact. The study is a pure function of its bounds and costs seconds, so
 * one cache serves the whole JVM: every build (and every test bake of a copy of the course, and
 * every rebake of {@code serve}) reuses it. It holds at most {@link #CAPACITY} studies.
 */
final class PartizanStudies {

    /** How many different bounds are kept; the lessons use one, tests a second. */
    static final int CAPACITY = 4;

    /** The cache shared by the directives of every registry. */
    static final PartizanStudies SHARED = new PartizanStudies();

    private final Map<MilleyStudy.Bounds, CompletableFuture<Study>> studies =
            new LinkedHashMap<>(CAPACITY, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<MilleyStudy.Bounds, CompletableFuture<Study>> eldest) {
                    return size() > CAPACITY;
                }
            };

    /** The study of the lesson's bounds ({@link MilleyStudy.Bounds#lessonDefaults()}). */
    Study lesson() {
        return of(MilleyStudy.Bounds.lessonDefaults());
    }

    /**
     * Starts computing the lesson's study on a background thread, if it is not computed yet, so
     * that it overlaps the start of JBake (seconds spent opening its database) instead of
     * following it.
     */
    void prefetchLesson() {
        future(MilleyStudy.Bounds.lessonDefaults());
    }

    /** The study of {@code bounds}, waiting for it if it is being computed. */
    Study of(MilleyStudy.Bounds bounds) {
        try {
            return future(bounds).join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    private synchronized CompletableFuture<Study> future(MilleyStudy.Bounds bounds) {
        return studies.computeIfAbsent(bounds, b -> {
            CompletableFuture<Study> future = new CompletableFuture<>();
            Thread worker = new Thread(() -> {
                try {
                    future.complete(Study.compute(b));
                } catch (RuntimeException | Error e) {
                    future.completeExceptionally(e);
                }
            }, "partizan-study");
            worker.setDaemon(true);
            worker.start();
            return future;
        });
    }

    /**
     * Everything the lesson shows, computed once. The searches inside {@link MilleyStudy} keep
     * caches, so the methods that ask it more questions are synchronized.
     */
    static final class Study {

        private final MilleyStudy study;
        final List<ReductionProof> proofs;
        final List<TheoremCheck> checks;
        final List<Erratum> errata;
        final OutcomeChart chart;
        final MisereMonoid monoid;
        final InvertibilityFacts invertibility;
        final ConventionContrast contrast;

        private Study(MilleyStudy study) {
            this.study = study;
            this.proofs = study.reductionProofs();
            this.checks = study.theoremChecks();
            this.errata = study.errata();
            this.chart = study.outcomeChart();
            this.monoid = study.misereMonoid();
            this.invertibility = study.invertibility();
            this.contrast = study.conventionContrast();
        }

        static Study compute(MilleyStudy.Bounds bounds) {
            return new Study(new MilleyStudy(bounds));
        }

        MilleyStudy.Bounds bounds() {
            return study.bounds();
        }

        synchronized PartizanKaylesAnalysis analyze(Position position, PlayConvention play) {
            return study.analyze(position, play);
        }

        synchronized StrategyGame strategyGame(Position start, Player first) {
            return study.strategyGame(start, first);
        }

        synchronized ModularComparison compare(Position g, Position h) {
            return study.comparator().compare(g, h);
        }

        /** How many test positions X every comparison modulo K ranges over. */
        synchronized int testPositions() {
            return study.comparator().testPositions();
        }
    }
}
