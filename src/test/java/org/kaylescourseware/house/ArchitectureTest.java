package org.kaylescourseware.house;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The shape of the house (ARCHITECTURE.md): the layers claim ← rules ← game ← impartial ← misère,
 * partizan ← exercise ← site ← classroom ← cli, each using only those to its left; the solver core
 * knows nothing of pages; no package depends on another in a circle.
 */
@AnalyzeClasses(packages = "org.kaylescourseware", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    static final String[] CORE = {"org.kaylescourseware.claim..", "org.kaylescourseware.game..", "org.kaylescourseware.rules..",
        "org.kaylescourseware.impartial..", "org.kaylescourseware.misere..", "org.kaylescourseware.partizan..",
        "org.kaylescourseware.exercise.."};

    @ArchTest
    static final ArchRule solverCoreImportsNoSiteLibrary = noClasses().that().resideInAnyPackage(CORE)
            .should().dependOnClassesThat().resideInAnyPackage("org.jbake..", "freemarker..", "com.vladsch.flexmark..",
                    "org.jsoup..", "org.yaml..", "picocli..", "org.kaylescourseware.site..", "org.kaylescourseware.classroom..",
                    "org.kaylescourseware.cli..")
            .because("the solver core computes; only the site layer knows pages");

    @ArchTest
    static final ArchRule siteLayerDependsOnNeitherTheClassroomNorTheCli = noClasses().that().resideInAPackage("org.kaylescourseware.site..")
            .should().dependOnClassesThat().resideInAnyPackage("org.kaylescourseware.classroom..", "org.kaylescourseware.cli..");

    @ArchTest
    static final ArchRule topLevelPackagesAreFreeOfCycles = slices().matching("org.kaylescourseware.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule sitePackagesAreFreeOfCycles = slices().matching("org.kaylescourseware.site.(*)..").should().beFreeOfCycles();

    private static final String ROOT = "org.kaylescourseware.";

    @ArchTest
    static final ArchRule layersUseOnlyTheLayersBelowThem = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("claim").definedBy(ROOT + "claim..")
            .layer("rules").definedBy(ROOT + "rules..")
            .layer("game").definedBy(ROOT + "game..")
            .layer("impartial").definedBy(ROOT + "impartial..")
            .layer("misere").definedBy(ROOT + "misere..")
            .layer("partizan").definedBy(ROOT + "partizan..")
            .layer("exercise").definedBy(ROOT + "exercise..")
            .layer("site").definedBy(ROOT + "site..")
            .layer("classroom").definedBy(ROOT + "classroom..")
            .layer("cli").definedBy(ROOT + "cli..")
            .whereLayer("cli").mayNotBeAccessedByAnyLayer()
            .whereLayer("classroom").mayOnlyBeAccessedByLayers("cli")
            .whereLayer("site").mayOnlyBeAccessedByLayers("classroom", "cli")
            .whereLayer("exercise").mayOnlyBeAccessedByLayers("site", "classroom", "cli")
            .whereLayer("misere").mayOnlyBeAccessedByLayers("partizan", "exercise", "site", "classroom", "cli")
            .whereLayer("partizan").mayOnlyBeAccessedByLayers("exercise", "site", "classroom", "cli")
            .whereLayer("impartial").mayOnlyBeAccessedByLayers("misere", "partizan", "exercise", "site", "classroom", "cli")
            .whereLayer("game").mayOnlyBeAccessedByLayers("impartial", "misere", "partizan", "exercise", "site", "classroom", "cli")
            .whereLayer("rules").mayOnlyBeAccessedByLayers("game", "impartial", "misere", "partizan", "exercise", "site", "classroom",
                    "cli")
            .whereLayer("claim").mayOnlyBeAccessedByLayers("rules", "game", "impartial", "misere", "partizan", "exercise", "site",
                    "classroom", "cli")
            .because("a layer builds on those below it; ARCHITECTURE.md draws them");

    /** Each package its own slice: a subpackage and its parent do not use each other either way round. */
    @ArchTest
    static final ArchRule packagesAreFreeOfCycles = slices().matching(ROOT + "(**)").should().beFreeOfCycles();
}
