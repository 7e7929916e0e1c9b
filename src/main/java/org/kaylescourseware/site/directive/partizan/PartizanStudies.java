package org.kaylescourseware.site.directive.partizan;

import java.util.List;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.PartizanKaylesAnalysis;
import org.kaylescourseware.partizan.milley.ConventionContrast;
import org.kaylescourseware.partizan.milley.Erratum;
import org.kaylescourseware.partizan.milley.InvertibilityFacts;
import org.kaylescourseware.partizan.milley.MilleyStudy;
import org.kaylescourseware.partizan.milley.MisereMonoid;
import org.kaylescourseware.partizan.milley.OutcomeChart;
import org.kaylescourseware.partizan.milley.ReductionProof;
import org.kaylescourseware.partizan.milley.StrategyGame;
import org.kaylescourseware.partizan.milley.TheoremCheck;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * The partizan Kayles study (Milley 2015) the lesson shows, computed once per set of bounds and
 * kept in the build's solver cache, like every other result that depends on its bounds alone: so
 * every partizan directive and fact of a build, and every rebuild of {@code serve}, reads one study.
 */
public final class PartizanStudies {

    private PartizanStudies() {
    }

    /** The study of the lesson's bounds ({@link MilleyStudy.Bounds#lessonDefaults()}). */
    public static Study lesson(SolverSession solver) {
        return of(MilleyStudy.Bounds.lessonDefaults(), solver);
    }

    /** The study of {@code bounds}, computed the first time a build asks. */
    public static Study of(MilleyStudy.Bounds bounds, SolverSession solver) {
        return solver.study("partizan-kayles", List.of(bounds), Study.class, () -> Study.compute(bounds));
    }

    /**
     * Everything the lesson shows, computed once. The searches inside {@link MilleyStudy} keep
     * caches, so the methods that ask it more questions are synchronized.
     */
    public static final class Study {

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
