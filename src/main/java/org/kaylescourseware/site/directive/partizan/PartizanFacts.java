package org.kaylescourseware.site.directive.partizan;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.milley.InvertibilityFacts;
import org.kaylescourseware.partizan.milley.MilleyChecks;
import org.kaylescourseware.partizan.milley.MilleyStudy;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Fact;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * The facts about partizan Kayles (Milley 2015) that prose may state, all from the shared study:
 * outcomes, reductions, comparisons modulo K, the bounds and counts of the checks, and the facts
 * of Section 5 on misère invertibility.
 */
public final class PartizanFacts {

    private static final int CELLS = MilleyStudy.Bounds.lessonDefaults().theorem3Total();
    private static final Parameter<Position> POSITION = Parameter.position("position", "strip lengths such as 8+7+5+4,"
            + " or 0", 0, CELLS);
    private static final Parameter<String> PLAY = Parameter.choice("play", "the play convention", List.of("misere", "normal"))
            .orElse("misere");
    private static final Parameter<Integer> N = Parameter.integer("n", "a strip length", 1, Parameter.LARGEST);
    private static final Parameter<Position> G = Parameter.position("g", "a position of K, such as 2 or 1+2", 0, CELLS);
    private static final Parameter<Position> H = Parameter.position("h", "a position of K to compare g with, such as 1+1"
            + " or 0", 0, CELLS);
    private static final Parameter<String> CHECK = Parameter.text("check", "a result's name as the checks table shows it,"
            + " quoted");
    private static final Parameter<String> METHOD = Parameter.choice("method", "search: the check by search to a bound;"
            + " symbolic: the general proof's check", List.of("search", "symbolic")).orElse("search");
    private static final Parameter<String> OF = Parameter.text("of", "which number");
    private static final Parameter<String> NOTATION = Parameter.choice("notation", "text: S1 + 2S2; tex: S_1 + 2S_2, for"
            + " math", List.of("text", "tex")).orElse("text");
    private static final Parameter<String> ITEM = Parameter.text("item", "which fact of Section 5");

    private PartizanFacts() {
    }

    private record StudyFact(String name, List<Parameter<?>> parameters, Computation computation) implements Fact {
        @Override
        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return computation.compute(arguments, PartizanStudies.lesson(solver));
        }
    }

    @FunctionalInterface
    private interface Computation {
        String compute(DirectiveArguments arguments, PartizanStudies.Study study);
    }

    public static List<Fact> all() {
        return List.of(
                // the outcome class of a position (L, R, N or P) under misère or normal play
                new StudyFact("partizan-outcome", List.of(POSITION, PLAY), PartizanFacts::outcome),
                // S_n ≡ kS1 + jS2, as the generated proof of Theorem 1 derives it
                new StudyFact("partizan-reduction", List.of(N, NOTATION), PartizanFacts::reduction),
                // how g compares with h modulo K: ≡, >, < or ‖
                new StudyFact("partizan-relation", List.of(G, H), (a, s) -> s.compare(a.get(G), a.get(H))
                        .relation().symbol()),
                // the number of cases a result was checked for
                new StudyFact("partizan-cases", List.of(CHECK, METHOD), (a, s) -> Integer.toString(check(a, s).cases())),
                // holds or fails
                new StudyFact("partizan-verdict", List.of(CHECK, METHOD), (a, s) -> check(a, s).holds() ? "holds" : "fails"),
                // the bounds and counts of the study
                new StudyFact("partizan-number", List.of(OF), PartizanFacts::number),
                // the facts of Section 5
                new StudyFact("partizan-invertibility", List.of(ITEM), PartizanFacts::invertibility));
    }

    private static String outcome(DirectiveArguments arguments, PartizanStudies.Study study) {
        PlayConvention convention = arguments.get(PLAY).equals("normal") ? PlayConvention.NORMAL : PlayConvention.MISERE;
        return study.analyze(arguments.get(POSITION), convention).outcome().name();
    }

    private static String reduction(DirectiveArguments arguments, PartizanStudies.Study study) {
        int n = arguments.within(N, 1, study.proofs.size());
        String text = study.proofs.get(n - 1).result().toString();
        return arguments.get(NOTATION).equals("tex") ? tex(text) : text;
    }

    /** Strips as TeX writes them: S1 + 2S2 as {@code S_1 + 2S_2}, S12 as {@code S_{12}}. */
    private static String tex(String text) {
        return text.replaceAll("S(\\d)(?!\\d)", "S_$1").replaceAll("S(\\d{2,})", "S_{$1}");
    }

    private static CheckedClaim check(DirectiveArguments arguments, PartizanStudies.Study study) {
        String name = arguments.get(CHECK);
        CheckedClaim.Method method = arguments.get(METHOD).equals("search") ? CheckedClaim.Method.SEARCH
                : CheckedClaim.Method.SYMBOLIC;
        return study.checks.stream().filter(c -> c.name().equals(name) && c.method() == method).findFirst()
                .orElseThrow(() -> arguments.fail(CHECK, "no result named '" + name + "' checked " + PartizanChecksDirective.words(method)
                        + "; the results are " + study.checks.stream().map(c -> c.name() + " (" + PartizanChecksDirective.words(c.method())
                        + ")").toList()));
    }

    private static final Map<String, Function<PartizanStudies.Study, Integer>> NUMBERS = Map.ofEntries(
            Map.entry("position-bound", s -> s.bounds().positionTotal()),
            Map.entry("test-bound", s -> s.bounds().testBound()),
            Map.entry("lemma2-bound", s -> s.bounds().lemma2Total()),
            Map.entry("corollary2-bound", s -> MilleyChecks.corollary2Bound(s.bounds().positionTotal())),
            Map.entry("test-positions", PartizanStudies.Study::testPositions),
            Map.entry("proof-bound", s -> s.bounds().maxStrip()),
            Map.entry("theorem3-bound", s -> s.bounds().theorem3Total()),
            Map.entry("chart-positions", s -> s.chart.positions()),
            Map.entry("chart-agreeing", s -> s.chart.agreeing()),
            Map.entry("errata", s -> s.errata.size()),
            Map.entry("contrast-bound", s -> s.contrast.maxTotal()));

    private static String number(DirectiveArguments arguments, PartizanStudies.Study study) {
        String of = arguments.get(OF);
        if (of.startsWith("normal-") || of.startsWith("misere-")) {
            return contrastCount(arguments, study, of);
        }
        Function<PartizanStudies.Study, Integer> number = NUMBERS.get(of);
        if (number == null) {
            throw arguments.fail(OF, "unknown number '" + of + "'; the numbers are " + NUMBERS.keySet().stream()
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
            throw arguments.fail(OF, "'" + parts[1] + "' is not an outcome class; write L, R, N or P");
        }
        Map<OutcomeClass, Integer> counts = parts[0].equals("normal") ? study.contrast.normalCounts()
                : study.contrast.misereCounts();
        return Integer.toString(counts.get(outcome));
    }

    private static String invertibility(DirectiveArguments arguments, PartizanStudies.Study study) {
        InvertibilityFacts f = study.invertibility;
        String item = arguments.get(ITEM);
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
            default -> throw arguments.fail(ITEM, "unknown item '" + item + "'; the items are outcome-s1,"
                    + " outcome-s2, outcome-conjugate-s1, outcome-conjugate-s2, s1+s2, s1+conjugate-s1, s2+conjugate-s2,"
                    + " s2+conjugate-s2-witness, s1-vs-conjugate-s2, s2-vs-conjugate-s1, s1-vs-zero");
        };
    }

    /** The separating position, in TeX: it is written inside a formula. */
    private static String witness(ModularComparison comparison) {
        return comparison.distinguishingWitness().map(w -> tex(StripNotation.of(w.x()))).orElse("none");
    }
}
