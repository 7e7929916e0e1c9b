package org.kaylescourseware.site.directive;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.InvertibilityFacts;
import org.kaylescourseware.partizan.ModularComparison;
import org.kaylescourseware.partizan.MilleyStudy;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.TheoremCheck;

/**
 * The facts about partizan Kayles (Milley 2015) that prose may state, all from the shared study:
 * outcomes, reductions, comparisons modulo K, the bounds and counts of the checks, and the facts
 * of Section 5 on misère invertibility.
 */
final class PartizanFacts {

    private static final Parameter POSITION = new Parameter("position", "strip lengths such as 8+7+5+4, or 0");
    private static final Parameter PLAY = new Parameter("play", "misere (the default) or normal");
    private static final Parameter N = new Parameter("n", "a strip length");
    private static final Parameter G = new Parameter("g", "a position of K, such as 2 or 1+2");
    private static final Parameter H = new Parameter("h", "a position of K to compare g with, such as 1+1 or 0");
    private static final Parameter CHECK = new Parameter("check", "a result's name as the checks table shows it, quoted");
    private static final Parameter OF = new Parameter("of", "which number");
    private static final Parameter NOTATION = new Parameter("notation", "text (the default: S1 + 2S2) or tex (S_1 + 2S_2, for math)");
    private static final Parameter ITEM = new Parameter("item", "which fact of Section 5");

    private PartizanFacts() {
    }

    private record StudyFact(String name, List<Parameter> parameters, Computation computation) implements Fact {
        @Override
        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return computation.compute(arguments, PartizanStudies.SHARED.lesson());
        }
    }

    @FunctionalInterface
    private interface Computation {
        String compute(DirectiveArguments arguments, PartizanStudies.Study study);
    }

    static List<Fact> all() {
        return List.of(
                // the outcome class of a position (L, R, N or P) under misère or normal play
                new StudyFact("partizan-outcome", List.of(POSITION, PLAY), PartizanFacts::outcome),
                // S_n ≡ kS1 + jS2, as the generated proof of Theorem 1 derives it
                new StudyFact("partizan-reduction", List.of(N, NOTATION), PartizanFacts::reduction),
                // how g compares with h modulo K: ≡, ≻, ≺ or ‖
                new StudyFact("partizan-relation", List.of(G, H), (a, s) -> s.compare(position(a, G), position(a, H))
                        .relation().symbol()),
                // the number of cases a result was checked for
                new StudyFact("partizan-cases", List.of(CHECK), (a, s) -> Integer.toString(check(a, s).casesChecked())),
                // holds or fails
                new StudyFact("partizan-verdict", List.of(CHECK), (a, s) -> check(a, s).holds() ? "holds" : "fails"),
                // the bounds and counts of the study
                new StudyFact("partizan-number", List.of(OF), PartizanFacts::number),
                // the facts of Section 5
                new StudyFact("partizan-invertibility", List.of(ITEM), PartizanFacts::invertibility));
    }

    private static String outcome(DirectiveArguments arguments, PartizanStudies.Study study) {
        String play = arguments.optionalText(PLAY.name()).orElse("misere");
        PlayConvention convention = switch (play) {
            case "misere" -> PlayConvention.MISERE;
            case "normal" -> PlayConvention.NORMAL;
            default -> throw arguments.fail(PLAY.name(), "expected misere or normal, got '" + play + "'");
        };
        return study.analyze(position(arguments, POSITION), convention).outcome().name();
    }

    private static String reduction(DirectiveArguments arguments, PartizanStudies.Study study) {
        int n = arguments.integer(N.name(), 1, study.proofs.size());
        String text = study.proofs.get(n - 1).result().toString();
        String notation = arguments.optionalText(NOTATION.name()).orElse("text");
        return switch (notation) {
            case "text" -> text;
            case "tex" -> text.replaceAll("S(\\d)", "S_$1");
            default -> throw arguments.fail(NOTATION.name(), "expected text or tex, got '" + notation + "'");
        };
    }

    private static Position position(DirectiveArguments arguments, Parameter parameter) {
        Position position = arguments.position(parameter.name());
        Position strips = new Position(position.heaps().stream().filter(h -> h > 0).toList());
        if (strips.totalSize() > MilleyStudy.Bounds.lessonDefaults().theorem3Total()) {
            throw arguments.fail(parameter.name(), StripNotation.of(strips) + " has more than "
                    + MilleyStudy.Bounds.lessonDefaults().theorem3Total() + " cells, the study's bound");
        }
        return strips;
    }

    private static TheoremCheck check(DirectiveArguments arguments, PartizanStudies.Study study) {
        String name = arguments.text(CHECK.name());
        return study.checks.stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> arguments.fail(CHECK.name(), "no result named '" + name + "'; the results are "
                        + study.checks.stream().map(TheoremCheck::name).toList()));
    }

    private static final Map<String, Function<PartizanStudies.Study, Integer>> NUMBERS = Map.of(
            "position-bound", s -> s.bounds().positionTotal(),
            "test-bound", s -> s.bounds().testBound(),
            "test-positions", PartizanStudies.Study::testPositions,
            "proof-bound", s -> s.bounds().maxStrip(),
            "theorem3-bound", s -> s.bounds().theorem3Total(),
            "chart-positions", s -> s.chart.positions(),
            "chart-agreeing", s -> s.chart.agreeing(),
            "errata", s -> s.errata.size(),
            "contrast-bound", s -> s.contrast.maxTotal());

    private static String number(DirectiveArguments arguments, PartizanStudies.Study study) {
        String of = arguments.text(OF.name());
        if (of.startsWith("normal-") || of.startsWith("misere-")) {
            return contrastCount(arguments, study, of);
        }
        Function<PartizanStudies.Study, Integer> number = NUMBERS.get(of);
        if (number == null) {
            throw arguments.fail(OF.name(), "unknown number '" + of + "'; the numbers are " + NUMBERS.keySet().stream()
                    .sorted().toList() + ", and normal-L … misere-P (positions of each outcome)");
        }
        return Integer.toString(number.apply(study));
    }

    private static String contrastCount(DirectiveArguments arguments, PartizanStudies.Study study, String of) {
        String[] parts = of.split("-", 2);
        OutcomeClass outcome;
        try {
            outcome = OutcomeClass.valueOf(parts[1].toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw arguments.fail(OF.name(), "'" + parts[1] + "' is not an outcome class; write L, R, N or P");
        }
        Map<OutcomeClass, Integer> counts = parts[0].equals("normal") ? study.contrast.normalCounts()
                : study.contrast.misereCounts();
        return Integer.toString(counts.get(outcome));
    }

    private static String invertibility(DirectiveArguments arguments, PartizanStudies.Study study) {
        InvertibilityFacts f = study.invertibility;
        String item = arguments.text(ITEM.name());
        return switch (item) {
            case "outcome-s1" -> f.outcomeOfS1().name();
            case "outcome-s2" -> f.outcomeOfS2().name();
            case "outcome-conjugate-s1" -> f.outcomeOfConjugateS1().name();
            case "outcome-conjugate-s2" -> f.outcomeOfConjugateS2().name();
            case "s1+s2" -> f.s1PlusS2VersusZero().relation().symbol();
            case "s1+conjugate-s1" -> f.s1PlusConjugateVersusZero().relation().symbol();
            case "s2+conjugate-s2" -> f.s2PlusConjugateVersusZero().relation().symbol();
            case "s2+conjugate-s2-witness" -> witness(f.s2PlusConjugateVersusZero());
            case "s1-vs-conjugate-s2" -> f.s1VersusConjugateS2().relation().symbol();
            case "s2-vs-conjugate-s1" -> f.s2VersusConjugateS1().relation().symbol();
            case "s1-vs-zero" -> f.s1VersusZero().relation().symbol();
            default -> throw arguments.fail(ITEM.name(), "unknown item '" + item + "'; the items are outcome-s1,"
                    + " outcome-s2, outcome-conjugate-s1, outcome-conjugate-s2, s1+s2, s1+conjugate-s1, s2+conjugate-s2,"
                    + " s2+conjugate-s2-witness, s1-vs-conjugate-s2, s2-vs-conjugate-s1, s1-vs-zero");
        };
    }

    private static String witness(ModularComparison comparison) {
        return comparison.distinguishingWitness().map(w -> StripNotation.of(w.x())).orElse("none");
    }
}
