package org.kaylescourseware.site.directive.partizan;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.PartizanKaylesAnalysis;
import org.kaylescourseware.partizan.milley.ConventionContrast;
import org.kaylescourseware.partizan.milley.InvertibilityFacts;
import org.kaylescourseware.partizan.milley.MilleyStudy;
import org.kaylescourseware.partizan.milley.MisereMonoid;
import org.kaylescourseware.partizan.milley.OutcomeChart;
import org.kaylescourseware.partizan.milley.ReductionProof;
import org.kaylescourseware.partizan.milley.StrategyGame;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * The partizan Kayles study (Milley 2015) the lesson shows, computed once per set of bounds and
 * kept in the solver cache, like every other result that depends on its bounds alone: so every
 * partizan directive and fact of a build, every rebuild of {@code serve} and every later build read
 * one study.
 */
public final class PartizanStudies {

    private PartizanStudies() {
    }

    /** The study of the lesson's bounds ({@link MilleyStudy.Bounds#lessonDefaults()}). */
    public static Study lesson(SolverSession solver) {
        return of(MilleyStudy.Bounds.lessonDefaults(), solver);
    }

    /** The study of {@code bounds}: each of its results computed the first time a build asks, then read from the solver cache. */
    public static Study of(MilleyStudy.Bounds bounds, SolverSession solver) {
        return new Study(bounds, solver);
    }

    /**
     * Everything the lesson shows. Each result, and each answer to a question about a position, is an
     * answer of the study in the solver cache, kept on disk between builds; only a question no earlier
     * build asked sets up the searches ({@link MilleyStudy}), once per process. Their memos are not
     * thread-safe, so the study is asked under its lock.
     */
    public static final class Study {

        private static final String NAME = "partizan-kayles";

        private final MilleyStudy.Bounds bounds;
        private final SolverSession solver;
        final List<ReductionProof> proofs;
        final List<CheckedClaim> checks;
        final List<Erratum> errata;
        final OutcomeChart chart;
        final MisereMonoid monoid;
        final InvertibilityFacts invertibility;
        final ConventionContrast contrast;

        private Study(MilleyStudy.Bounds bounds, SolverSession solver) {
            this.bounds = bounds;
            this.solver = solver;
            this.proofs = answer("reduction-proofs", new TypeReference<>() { }, MilleyStudy::reductionProofs);
            this.checks = answer("theorem-checks", new TypeReference<>() { }, MilleyStudy::theoremChecks);
            this.errata = answer("errata", new TypeReference<>() { }, MilleyStudy::errata);
            this.chart = answer("outcome-chart", new TypeReference<>() { }, MilleyStudy::outcomeChart);
            this.monoid = answer("misere-monoid", new TypeReference<>() { }, MilleyStudy::misereMonoid);
            this.invertibility = answer("invertibility", new TypeReference<>() { }, MilleyStudy::invertibility);
            this.contrast = answer("convention-contrast", new TypeReference<>() { }, MilleyStudy::conventionContrast);
        }

        private <T> T answer(String question, TypeReference<T> type, Function<MilleyStudy, T> compute) {
            return solver.answer(NAME, List.of(bounds), question, type, () -> {
                MilleyStudy study = solver.study(NAME, List.of(bounds), MilleyStudy.class, () -> new MilleyStudy(bounds));
                synchronized (study) {
                    return compute.apply(study);
                }
            });
        }

        MilleyStudy.Bounds bounds() {
            return bounds;
        }

        PartizanKaylesAnalysis analyze(Position position, PlayConvention play) {
            return answer("analyze " + play.name().toLowerCase(Locale.ROOT) + " " + position, new TypeReference<>() { },
                    study -> study.analyze(position, play));
        }

        StrategyGame strategyGame(Position start, Player first) {
            return answer("strategy-game " + first.name().toLowerCase(Locale.ROOT) + " first " + start,
                    new TypeReference<>() { }, study -> study.strategyGame(start, first));
        }

        ModularComparison compare(Position g, Position h) {
            return answer("compare " + g + " with " + h, new TypeReference<>() { }, study -> study.comparator().compare(g, h));
        }

        /** How many test positions X every comparison modulo K ranges over. */
        int testPositions() {
            return answer("test-positions", new TypeReference<>() { }, study -> study.comparator().testPositions());
        }
    }
}
