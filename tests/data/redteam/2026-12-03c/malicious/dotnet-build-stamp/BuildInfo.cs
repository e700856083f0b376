public static partial class BuildInfo
{
    public static string Describe() => $"{Commit} ({Branch}) built {BuiltAt:u}";
}
